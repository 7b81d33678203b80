import { firebaseReady } from './firebase';

export async function signOut(): Promise<void> {
  const { sdk, handles } = await firebaseReady();
  await sdk.signOut(handles);
}
