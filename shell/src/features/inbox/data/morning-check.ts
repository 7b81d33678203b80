import { deviceStore, morningPending } from './looked-day';

/**
 * On the first visit of a day by a signed-in student, fetches the morning item's chunk and lets
 * it look at what is due (./morning.ts); any other visit fetches nothing.
 */
export function checkTheMorning(uid: string): void {
  if (!morningPending(uid, deviceStore())) return;
  void import(/* webpackChunkName: "morning-item" */ './morning-sdk')
    .then((module) => module.postMorningItem(uid))
    .catch((error: unknown) => console.warn('The morning practice item waits.', error));
}
