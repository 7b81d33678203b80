import type { KnipConfig } from 'knip';

/**
 * Dead code check (`npm run knip`, part of `npm run validate`): files, exports, types and
 * dependencies nothing uses. Entry points the plugins cannot see are named here: the remotes'
 * Module Federation exposes (webpack.config.ts), the scripts and benches package.json runs
 * through esbuild-register, and the screenshot run's Playwright config.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        'scripts/*.ts',
        'scripts/content/*.ts',
        'scripts/search/*.ts',
        'scripts/questions/*.ts',
        'bench/*.ts',
        'bench/single-bundle/webpack.config.ts',
        // Bundled by build/page.ts into the page's inline script, never imported.
        'bench/single-bundle/boot-script.ts',
        // Swapped in for the shell's runtime loader by that config's NormalModuleReplacementPlugin.
        'bench/single-bundle/src/static-remotes.ts',
        // The search bench's build of the exams remote, and the routes it exposes.
        'bench/naive-papers/webpack.config.ts',
        'bench/naive-papers/routes.ts',
        'e2e/*.spec.ts',
        'e2e/screenshots/playwright.screenshots.config.ts',
        'e2e/screenshots/*.shot.ts',
        'webpack.config.base.ts',
      ],
      project: [
        'scripts/**/*.ts',
        'bench/**/*.ts',
        'e2e/**/*.ts',
        'build/**/*.ts',
        '*.ts',
        '*.mjs',
      ],
      ignoreDependencies: [
        // Run by path (bench/lib/lighthouse.ts starts its CLI file in a child process).
        'lighthouse',
        // Its version is the federation singletons' requiredVersion (webpack.shared.ts).
        'react-router-dom',
        // firebase-tools' own copy: the header matcher Hosting uses (scripts/deploy-config.test.ts).
        'superstatic',
        // @module-federation/enhanced's own copy, resolved to bundle it (webpack.federation-runtime.ts).
        '@module-federation/runtime-core',
      ],
      // Found on the machine: the Hosting test makes its certificate, scripts/e2e.ts installs Chromium.
      ignoreBinaries: ['openssl', 'apt-get'],
    },
    shared: { entry: ['src/testing/*.ts'], project: ['src/**/*.{ts,tsx}'] },
    ui: { project: ['src/**/*.{ts,tsx}'] },
    'packages/requests': { project: ['src/**/*.{ts,tsx}'] },
    'packages/questions': { entry: ['src/testing/*.ts'], project: ['src/**/*.ts'] },
    'packages/search-index': { project: ['src/**/*.ts'] },
    'packages/contracts': { project: ['src/**/*.ts'] },
    emulator: {
      entry: ['src/hostile/*.ts', 'src/testing/*.ts', 'bench/*.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    shell: {
      entry: [
        'src/features/offline/worker/service-worker.ts',
        'src/features/remotes/data/*-plugin.ts',
        // Bundled by build/page.ts into the page's inline script.
        'src/startup/boot/boot-script.ts',
      ],
      project: ['src/**/*.{ts,tsx}'],
    },
    // Each remote's routes module is an entry of its package.json `exports` (./routes).
    'remotes/*': {
      project: ['src/**/*.{ts,tsx}'],
    },
    'remotes/contribute': {
      // The expose of its webpack.config.ts besides ./routes.
      entry: ['src/common/queue/device-outbox.ts'],
      project: ['src/**/*.{ts,tsx}'],
      // Copied into the build by path (its webpack.config.ts), never imported.
      ignoreDependencies: ['tesseract.js-core', '@tesseract.js-data/eng'],
    },
    'remotes/exams': {
      // The expose of its webpack.config.ts not in its package.json `exports`.
      entry: ['src/features/viewer/components/viewer-pages.ts'],
      project: ['src/**/*.{ts,tsx}'],
    },
  },
};

export default config;
