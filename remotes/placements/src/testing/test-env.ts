/**
 * Import this first in every test file of this remote. It fills gaps of jsdom that the shared
 * jest setup does not (yet) cover:
 * - react-router 7 needs TextEncoder/TextDecoder when it is imported;
 * - importing @vithelper/shared loads firebase/auth, whose Node build needs a global fetch. The
 *   pages never reach Firebase in tests, so those SDK modules are replaced before the shared
 *   package is first required;
 * - jsdom does not scroll, and every page scrolls to the top when shown.
 */
import { TextDecoder, TextEncoder } from 'node:util';

jest.mock('firebase/auth', () => ({}));
jest.mock('firebase/database', () => ({}));

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
