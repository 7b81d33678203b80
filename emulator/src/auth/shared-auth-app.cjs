'use strict';
/* global exports, require */
/**
 * Builds firebase-tools' Auth emulator app once per process: building it
 * compiles its API description, which takes ~10 s. This file is loaded with
 * Node's own require (see server.ts), so even under jest, where every test
 * file has its own module registry, the one app is shared by the process.
 */
let app;

exports.getAuthApp = function getAuthApp(projectId) {
  if (!app) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file by design
    app = require('firebase-tools/lib/emulator/auth/server').createApp(projectId);
  }
  return app;
};
