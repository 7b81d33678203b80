/**
 * Import first in a component test. It fills gaps of jsdom that the shared
 * setup does not cover yet:
 * - react-router 7 reads TextEncoder/TextDecoder when it is imported;
 * - @vithelper/shared loads the Firebase SDK, whose Node build expects a
 *   global fetch. Blog pages never talk to Firebase, so the SDK is stubbed
 *   (registered before the shared package is first required);
 * - jsdom has no layout, so window.scrollTo and scrollIntoView do nothing.
 */
import { TextDecoder, TextEncoder } from 'node:util';

jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));
jest.mock('firebase/database', () => ({}));
jest.mock('firebase/storage', () => ({}));

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
