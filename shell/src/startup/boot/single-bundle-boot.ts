/**
 * The boot script's reads for the single-bundle baseline (bench/single-bundle/boot-script.ts),
 * the package entry @vithelper/shell/single-bundle-boot: the content and a paper link's first
 * document, without the first screen's section, which that bundle compiles in.
 */
export { startContentReads } from './content-reads';
export { startFirstDocument } from './first-document';
