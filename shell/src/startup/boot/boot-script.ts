/**
 * The page's boot script: inline in index.html (build/page.ts compiles this file into the
 * template's <script>, and the site's Content-Security-Policy allows it by the hash of that
 * build), it runs before any file has downloaded and starts what the first screen needs while
 * the shell's code downloads. The shell and the sections take each request over
 * (packages/contracts/src/runtime-config/boot-reads.ts).
 *
 * Three short tasks rather than one long one. The first use of localStorage and
 * sessionStorage waits on the browser: up to 17 ms each on a fresh profile (docs/performance.md,
 * "The page's first second"), and a task that long holds the phone's main thread as the page
 * starts. So the page's own parse starts only the runtime files' reads; the storage reads
 * and what follows them come in tasks of their own, while the shell's code downloads.
 */
import { installBootReads } from '@vithelper/contracts/boot-reads';
import { showFirstScreen } from '../../features/first-screen';
import { watchFirstInteraction } from '../../features/layout/data/first-interaction';
import { inNextTask } from '../../common/message-task';
import { localStore, startRememberedReads, startRuntimeReads } from './content-reads';
import { startFirstDocument } from './first-document';
import { startFirstSection } from './first-section';

watchFirstInteraction();
const reads = startRuntimeReads();
installBootReads(reads);
inNextTask(() => {
  startRememberedReads(reads);
  showFirstScreen(localStore());
  inNextTask(() => {
    startFirstSection(reads);
    startFirstDocument(reads);
  });
});
