/**
 * Sends the section-load reports the page has kept (../release/load-report.ts) once the
 * Firebase SDK is there and the device is online; reports of loads made offline wait in
 * localStorage for the connection to return. Each is taken out of storage before it is
 * sent, so it is counted at most once.
 */
import { reportPath, takeReports } from '../release/load-report';
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
    if (!navigator.onLine) return;
    for (const report of takeReports(storage())) {
      sdk.addOneToCounter(handles, reportPath(report)).catch((error: unknown) => {
        console.warn('A section load report was refused.', error);
      });
    }
  });
}
