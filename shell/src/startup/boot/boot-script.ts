/**
 * The page's boot script: inline in index.html (build/page.ts compiles this file into the
 * template's <script>, and the site's Content-Security-Policy allows it by the hash of that
 * build), it runs before any file has downloaded and starts what the first screen needs while
 * the shell's code downloads. The shell and the sections take each request over
 * (packages/contracts/src/runtime-config/boot-reads.ts).
 */
import { installBootReads } from '@vithelper/contracts/boot-reads';
import { showFirstScreen } from '../../features/first-screen';
import { watchFirstInteraction } from '../../features/layout/data/first-interaction';
import { localStore, startContentReads } from './content-reads';
import { startFirstDocument } from './first-document';
import { startFirstSection } from './first-section';

watchFirstInteraction();
const reads = startContentReads();
startFirstSection(reads);
startFirstDocument(reads);
installBootReads(reads);
showFirstScreen(localStore());
