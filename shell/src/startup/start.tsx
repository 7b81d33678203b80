import { createRoot } from 'react-dom/client';
import { setConfig } from '@vithelper/shared/bus-writers';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import {
  firstScreenLoaded,
  registeredRemotes,
  registerRegistry,
  startRemoteFor,
} from '../features/remotes/data/federation';
import { setLoadTimeout } from '../features/remotes/data/load-timeout-plugin';
import { sendLoadReports } from '../features/remotes/data/send-load-reports';
import { OfflineStatus } from '../features/offline/components/offline-status';
import { applyContentUpdates } from '../features/offline/data/content-updates';
import { startServiceWorker } from '../features/offline/data/service-worker';
import { sendWaitingPapers } from '../features/offline/data/contribute-outbox';
import { linkInstallFiles } from '../features/offline/data/install-links';
import { readWholeListsInWorker } from '../features/content/data/worker-reader';
import { drawFirstScreen, forgetFirstScreens, keepFirstScreen } from '../features/first-screen';
import { nextTask, whenIdleAfter } from '../common/when-idle';
import buttons from '../common/components/button.module.css';
import { App } from '../app/app';
import { localStore } from './boot/content-reads';
import { Startup } from './startup';
import { loadRuntime } from './load-runtime';
import { handOverListReads } from './lists/hand-over';
import '../app/global.css';

/**
 * How long, once the content is there, the first screen waits for its section's code
 * before the shell shows with a section loader: React's own hold-back of a page that
 * replaces a fallback (docs/performance.md, "Warm repeat visit").
 */
const FIRST_SCREEN_WAIT_MS = 300;
const waitForFirstScreen = () => firstScreenLoaded(FIRST_SCREEN_WAIT_MS);

/**
 * The content's paint comes a frame or more after the effect that reports it ready. What
 * only installing and later visits need waits until the page is idle a second later: a
 * request started before that paint shares a slow line with the first view, and counts in
 * Lighthouse's model of it (docs/performance.md, "After the content").
 */
const AFTER_CONTENT_MS = 1000;
const afterContent = (root: HTMLElement, config: RuntimeConfig) =>
  whenIdleAfter(AFTER_CONTENT_MS, () => {
    // The page as it first showed, for the next visit's first frame; with a start-up delay the
    // loader shows first instead (docs/product.md, "Start-up").
    if (config.startupDelayMs > 0) forgetFirstScreens(localStore());
    else keepFirstScreen(drawFirstScreen(root), localStore());
    linkInstallFiles();
    startServiceWorker();
    // Papers sent offline from the contribute section go from whichever page this is.
    void sendWaitingPapers(registeredRemotes().some((remote) => remote.name === 'contribute'));
  });

async function main(root: HTMLElement) {
  try {
    // Starting the page, and then drawing it, each take a task of their own, after the one
    // that ran this module and its imports (../bootstrap.tsx): no one task of the first view
    // is long (docs/performance.md, "First view").
    await nextTask();
    const { config, registry } = await loadRuntime();
    setConfig(config);
    handOverListReads();
    setLoadTimeout(config.remoteLoadTimeoutMs);
    registerRegistry(registry.remotes);
    startRemoteFor(window.location.pathname);
    await nextTask();
    // Load reports kept from earlier visits (made offline) go once the SDK is there.
    sendLoadReports();
    applyContentUpdates();
    readWholeListsInWorker();
    const onReady = () => afterContent(root, config);
    createRoot(root).render(
      <>
        <Startup config={config} onReady={onReady} waitFor={waitForFirstScreen}>
          <App registry={registry} />
        </Startup>
        <OfflineStatus />
      </>,
    );
  } catch (error) {
    root.innerHTML = '';
    const box = document.createElement('main');
    box.className = 'vh-boot vh-boot--failed';
    box.setAttribute('role', 'alert');
    const heading = document.createElement('h1');
    heading.textContent = 'VITHelper could not start';
    const text = document.createElement('p');
    text.textContent = `${error instanceof Error ? error.message : String(error)}. Reload the page to try again.`;
    const button = document.createElement('button');
    button.className = buttons.button ?? '';
    button.textContent = 'Reload';
    button.addEventListener('click', () => window.location.reload());
    box.append(heading, text, button);
    root.append(box);
  }
}

const root = document.getElementById('root');
if (root) void main(root);
