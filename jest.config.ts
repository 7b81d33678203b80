import type { Config } from 'jest';
// Node loads this file itself, as an ES module with its types stripped: it cannot import
// scripts/apps-file.ts (the one reader of the list, a CommonJS-style TypeScript module), so it
// reads the JSON as plain data, as eslint.config.mjs does.
import apps from './scripts/apps.json' with { type: 'json' };

/** One jest run for every workspace; tests live beside the code as x.test.ts(x). */
const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
};

const browserProject = (name: string, roots: string[]): Config => ({
  displayName: name,
  rootDir: '.',
  roots,
  testEnvironment: 'jsdom',
  transform: tsJest,
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setup-dom.ts'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/shared/src/testing/style-mock.ts',
    '\\.svg\\?source$': '<rootDir>/shared/src/testing/svg-source-mock.ts',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/shared/src/testing/file-mock.ts',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
});

const config: Config = {
  projects: [
    browserProject('shared', ['<rootDir>/shared/src']),
    browserProject('ui', ['<rootDir>/ui/src']),
    // What the device keeps (saved papers, kept PDFs): React hooks and browser storage.
    browserProject('device', ['<rootDir>/packages/device/src']),
    // The request form, a feature two apps bundle (packages/requests).
    browserProject('requests', ['<rootDir>/packages/requests/src']),
    // The search bench's baseline page (bench/naive-papers/), a page like the apps' own.
    browserProject('bench-pages', ['<rootDir>/bench/naive-papers']),
    // One project per app of scripts/apps.json, so a generated remote is tested with no edit here.
    ...apps.apps.map((app) => browserProject(app.name, [`<rootDir>/${app.dir}/src`])),
    {
      // The schemas, paths and facts the apps agree on: zod and plain functions, in plain node.
      displayName: 'contracts',
      rootDir: '.',
      roots: ['<rootDir>/packages/contracts/src'],
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['**/*.test.ts'],
    },
    {
      // Pure functions (no DOM, no Node APIs): run in plain node.
      displayName: 'questions',
      rootDir: '.',
      roots: ['<rootDir>/packages/questions/src'],
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['**/*.test.ts'],
    },
    {
      // Spaced-repetition scheduling and the merge of review logs: pure functions, in plain node.
      displayName: 'practice',
      rootDir: '.',
      roots: ['<rootDir>/packages/practice/src'],
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['**/*.test.ts'],
    },
    {
      // The list pages' search: pure functions, in plain node.
      displayName: 'list-search',
      rootDir: '.',
      roots: ['<rootDir>/packages/list-search/src'],
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['**/*.test.ts'],
    },
    {
      // Where a paper's PDF is: its address in Storage (fetch stubbed).
      displayName: 'paper-files',
      rootDir: '.',
      roots: ['<rootDir>/packages/paper-files/src'],
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['**/*.test.ts'],
    },
    {
      // The inside-papers index: its format, words and query (browser and Node alike).
      displayName: 'search-index',
      rootDir: '.',
      roots: ['<rootDir>/packages/search-index/src'],
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['**/*.test.ts'],
    },
    {
      displayName: 'emulator',
      rootDir: '.',
      roots: ['<rootDir>/emulator/src', '<rootDir>/scripts', '<rootDir>/bench', '<rootDir>/build'],
      testEnvironment: 'node',
      transform: tsJest,
      // scripts/registry-routes.test.ts reads each remote's routes module, which names its assets.
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/shared/src/testing/style-mock.ts',
        '\\.(svg|png|jpg|webp)$': '<rootDir>/shared/src/testing/file-mock.ts',
        // …and whose viewer preload imports pdf.js's engine, which needs import.meta.
        '(^|/)pdf-engine$': '<rootDir>/remotes/exams/src/testing/pdf-engine-stub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/emulator/src/testing/setup-auth.ts'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/emulator/src/hostile/'],
    },
    {
      // `npm run test:hostile`: attacks replayed and generated against an emulator process.
      displayName: 'hostile',
      rootDir: '.',
      roots: ['<rootDir>/emulator/src/hostile'],
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['**/*.test.ts'],
    },
  ],
};

export default config;
