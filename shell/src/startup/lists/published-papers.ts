/**
 * Papers published while the page is open (a moderator's approval) join their lists, and an
 * undone approval leaves them, without a reload: one listener per exam on the records approved
 * within the undo window (approvedAt, indexed in database.rules.json). Imported papers have no
 * approvedAt and are never sent; the lists themselves still come from the start-up's reads. The
 * start-up runs it once the session's SDK is loaded (startup.tsx); firebase/database is the
 * session's own copy (a shared module).
 */
import {
  onChildAdded,
  onChildRemoved,
  orderByChild,
  query,
  ref,
  startAt,
  type Database,
} from 'firebase/database';
import { CONTRIBUTION_LIMITS } from '@vithelper/contracts/contributions';
import { EXAM_KINDS, paperSchema, type ExamKind } from '@vithelper/contracts/papers';
import type { Paper } from '@vithelper/contracts/papers';
import { getCollections } from '@vithelper/shared';
import { replaceList } from '@vithelper/shared/bus-writers';

type Listed = Paper & { id: string };

/**
 * Puts one record in its list: replaces the record with its id, or adds it. Nothing before the
 * content is read: that read will hold it.
 */
export function upsertPaper(kind: ExamKind, paper: Listed): void {
  const list = getCollections()?.[kind];
  if (!list) return;
  const known = list.some((existing) => existing.id === paper.id);
  replaceList(
    kind,
    known
      ? list.map((existing) => (existing.id === paper.id ? paper : existing))
      : [...list, paper],
  );
}

/** Takes one record out of its list (an approval undone while the page is open). */
export function removePaper(kind: ExamKind, id: string): void {
  const list = getCollections()?.[kind];
  if (!list?.some((existing) => existing.id === id)) return;
  replaceList(
    kind,
    list.filter((existing) => existing.id !== id),
  );
}

export function watchPublishedPapers(
  db: Database,
  since = Date.now() - CONTRIBUTION_LIMITS.undoWindowMs,
): () => void {
  const stops = EXAM_KINDS.flatMap((kind) => {
    const recent = query(ref(db, kind), orderByChild('approvedAt'), startAt(since));
    return [
      onChildAdded(recent, (snapshot) => {
        const parsed = paperSchema.safeParse(snapshot.val());
        if (snapshot.key && parsed.success) upsertPaper(kind, { id: snapshot.key, ...parsed.data });
      }),
      onChildRemoved(recent, (snapshot) => {
        if (snapshot.key) removePaper(kind, snapshot.key);
      }),
    ];
  });
  return () => {
    for (const stop of stops) stop();
  };
}
