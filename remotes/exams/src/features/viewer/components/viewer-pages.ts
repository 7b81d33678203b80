/**
 * The viewer's pages and their first page's preparation, in one chunk: the exams remote's
 * `./viewer` expose (webpack.config.ts names its chunk), which its routes module loads by that
 * chunk's name too. So the mf-manifest lists the files a viewer's address needs, and the page's
 * boot script preloads them beside the routes module (shell/src/startup/boot/first-section.ts) at the
 * URLs the routes module then asks for.
 */
export { Cat1PaperViewerPage, Cat2PaperViewerPage, FatPaperViewerPage } from './paper-viewer-page';
export { InstructionsViewerPage } from './instructions-viewer-page';
export { prepareInstructionsPdf, preparePaperPdf } from '../data/prepare-pdf';
