// Single-bundle baseline: the shell's own start-up, with every section compiled in (no federation).
import { createRoot } from 'react-dom/client';
import { setConfig } from '@vithelper/shared';
import { loadRuntime } from '../../../shell/src/app/load-runtime';
import { Startup } from '../../../shell/src/app/startup';
import { App } from '../../../shell/src/app/app';
import { registerRegistry } from './static-remotes';
import '../../../shell/src/app/shell.css';

async function main(root: HTMLElement) {
  const { config, registry } = await loadRuntime();
  setConfig(config);
  registerRegistry(registry.remotes);
  createRoot(root).render(
    <Startup config={config}>
      <App registry={registry} />
    </Startup>,
  );
}

const root = document.getElementById('root');
if (root) void main(root);
