import { get, ref } from 'firebase/database';
import { COLLECTION_PATHS } from '../constants';
import type { Collections } from '../contracts/entities';
import { firebaseHandles } from './firebase';
import { parseCollection } from './schemas';

/** Six one-time reads (spec §7); malformed records are skipped and reported, never fatal. */
export async function loadCollections(): Promise<Collections> {
  const { db } = firebaseHandles();
  const lists = await Promise.all(
    COLLECTION_PATHS.map(async (path) => {
      const snapshot = await get(ref(db, path));
      const { items, problems } = parseCollection(path, snapshot.val());
      for (const problem of problems) {
        console.warn(
          `Skipped a malformed record at ${problem.path}/${problem.id}: ${problem.message}`,
        );
      }
      return [path, items] as const;
    }),
  );
  return Object.fromEntries(lists) as unknown as Collections;
}
