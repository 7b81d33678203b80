/**
 * Sends the section-load reports the page has kept (../release/load-report.ts) once the
 * Firebase SDK is there and the device is online; reports of loads made offline wait in
 * localStorage for the connection to return. The sending is in the SDK's own chunk
 * (firebase-sdk.ts): the first view carries only this.
 */
import { firebaseConnected, firebaseReady } from './firebase';

let listening = false;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Sends what is queued when it can: called at start-up and after each report (sent once the
 * SDK's scheduled load is done), and whenever the device comes online (which loads the SDK
 * if an offline start could not).
 */
export function sendLoadReports(now = false): void {
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => sendLoadReports(true));
  }
  void (now ? firebaseReady() : firebaseConnected()).then(({ sdk, handles }) => {
    if (navigator.onLine) sdk.sendLoadReports(handles, storage());
  });
}
