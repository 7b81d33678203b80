/**
 * Sends the section-load reports the page has kept (@vithelper/contracts/release) once the
 * session is there and the device is online; reports of loads made offline wait in
 * localStorage for the connection to return. The sending and the Database SDK are a chunk of
 * their own (load-reports-sdk.ts): the first view carries only this.
 */
import { filter, firstValueFrom } from 'rxjs';
import { account$, databaseReady } from '@vithelper/shared';

let listening = false;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The account signed in, once the session has one (every visitor is signed in, as a guest at least). */
const signedIn = (): Promise<string> =>
  firstValueFrom(account$.pipe(filter((account) => account !== null))).then(({ uid }) => uid);

/**
 * Sends what is queued when it can: called at start-up and after each report (sent once the
 * session's own load at a quiet moment has signed the visitor in), and whenever the device
 * comes online (which starts the session at once if an offline start could not).
 */
export function sendLoadReports(now = false): void {
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => sendLoadReports(true));
  }
  const session = now ? databaseReady() : signedIn().then(databaseReady);
  // The sending's chunk (and the Database SDK it imports) only once the session is there: asked
  // for at start-up, it would cost the first view the SDK's bytes.
  void session
    .then(async (db) => ({
      db,
      sdk: await import(/* webpackChunkName: "load-reports-sdk" */ './load-reports-sdk'),
    }))
    .then(({ db, sdk }) => {
      if (navigator.onLine) sdk.sendKeptReports({ db, signedIn }, storage());
    });
}
