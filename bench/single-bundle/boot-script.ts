/**
 * The baseline's boot script: the shell's (shell/src/startup/boot/boot-script.ts) without the first
 * screen's section, which the single bundle compiles in.
 */
import { installBootReads } from '@vithelper/contracts/boot-reads';
import { startContentReads, startFirstDocument } from '@vithelper/shell/single-bundle-boot';

const reads = startContentReads();
startFirstDocument(reads);
installBootReads(reads);
