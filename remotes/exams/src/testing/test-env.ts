/**
 * Import this first in a component test. It fills two gaps of jsdom that the
 * shared setup does not cover (yet): react-router 7 needs TextEncoder and
 * TextDecoder at import time, and pages call window.scrollTo when shown.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
