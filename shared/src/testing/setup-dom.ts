import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setListReader } from '../bus/lists';
import { wholeListReader } from '../standalone/whole-lists';

// jsdom has no fetch; Firebase's Node build grabs it at import time. Component
// tests never reach the network, so a stub that refuses is enough.
const refuse = () => Promise.reject(new Error('No network in component tests'));
const globals = globalThis as Record<string, unknown>;
if (typeof globals.fetch !== 'function') globals.fetch = refuse;
if (typeof globals.Headers !== 'function') globals.Headers = class {};
if (typeof globals.Response !== 'function') globals.Response = class {};
if (typeof globals.Request !== 'function') globals.Request = class {};

// jsdom has no TextEncoder (react-router 7 read it at import time; kept for libraries that do); jsdom does not scroll.

if (typeof globals.TextEncoder !== 'function') Object.assign(globals, { TextEncoder, TextDecoder });
// A page no shell started reads its lists whole, as a section run alone does (a test of the
// shell's own start-up hands its reader over instead).
setListReader(wholeListReader);

// A test file that runs in Node (`@jest-environment node`: a library's Node build) has no DOM.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

// A page's first render in a test file compiles the modules it loads lazily (ts-jest, on first
// import). On a two-core CI machine running every suite at once that has taken more than
// testing-library's default 1 s wait, so `findBy…` waits up to 5 s for what a person would see,
// and a test gets 15 s in all. These are ceilings on waiting, never figures a test asserts.
configure({ asyncUtilTimeout: 5000 });
if (typeof jest !== 'undefined') jest.setTimeout(15_000);
