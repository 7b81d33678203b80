// Single-bundle baseline: the shell's own start-up, with every section compiled in (no federation:
// webpack.config.ts swaps the shell's runtime-loader.ts for ./static-remotes.ts).
import { createRoot } from 'react-dom/client';
import { setConfig } from '@vithelper/shared/bus-writers';
import {
  App,
  firstScreenLoaded,
  loadRuntime,
  registerRegistry,
  startRemoteFor,
  Startup,
} from '@vithelper/shell/single-bundle';

// The shell's own wait for the first screen's section (shell/src/bootstrap.tsx).
const waitForFirstScreen = () => firstScreenLoaded(300);

async function main(root: HTMLElement) {
  const { config, registry } = await loadRuntime();
  setConfig(config);
  registerRegistry(registry.remotes);
  startRemoteFor(window.location.pathname);
  createRoot(root).render(
    <Startup config={config} waitFor={waitForFirstScreen}>
      <App registry={registry} />
    </Startup>,
  );
}

const root = document.getElementById('root');
if (root) void main(root);
