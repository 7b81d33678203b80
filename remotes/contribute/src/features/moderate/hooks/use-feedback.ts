import { useEffect, useState } from 'react';
import { feedbackReady, type FeedbackConnection } from '../data/feedback-ready';

type Sdk = FeedbackConnection['sdk'];
type PaperReports = ReturnType<Sdk['groupOpenReports']>[number];
export type PaperOnRecord = NonNullable<Awaited<ReturnType<Sdk['readPaper']>>>;
export type TrashedPaper = Parameters<Parameters<Sdk['watchTrash']>[1]>[0][number];

/** A paper's open reports with the paper as it is listed now (null: no longer listed). */
export type ReportedPaper = PaperReports & { key: string; paper: PaperOnRecord | null | undefined };

export type FeedbackState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      reported: ReportedPaper[];
      trash: TrashedPaper[];
      connection: FeedbackConnection;
      /** Reads a paper again (after a fix), so the list names it as it now is. */
      reread: (exam: PaperReports['exam'], paperId: string) => void;
    };

const paperKey = (paper: { exam: string; paperId: string }) => `${paper.exam}/${paper.paperId}`;

/**
 * Open reports grouped by paper and the trash, live (the rules let only moderators read them),
 * with each reported paper's record read once, for its name and file.
 */
export function useFeedback(enabled: boolean): FeedbackState {
  const [connection, setConnection] = useState<FeedbackConnection | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [groups, setGroups] = useState<PaperReports[] | null>(null);
  const [trash, setTrash] = useState<TrashedPaper[] | null>(null);
  const [papers, setPapers] = useState<ReadonlyMap<string, PaperOnRecord | null>>(new Map());

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const stops: (() => void)[] = [];
    const refused = () =>
      live &&
      setFailed(
        'Reports and the trash could not be read: this account is not allowed to see them (sign in again if you were just made a moderator).',
      );
    feedbackReady().then(
      (ready) => {
        if (!live) return;
        setConnection(ready);
        stops.push(ready.sdk.watchOpenReports(ready.db, setGroups, refused));
        stops.push(ready.sdk.watchTrash(ready.db, setTrash, refused));
      },
      () =>
        live &&
        setFailed('The moderation tools could not be loaded. Check your connection and reload.'),
    );
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [enabled]);

  // Each reported paper's record, read once (and again when asked).
  useEffect(() => {
    if (!connection || !groups) return;
    const missing = groups.filter((group) => !papers.has(paperKey(group)));
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(
      missing.map(async (group) => {
        const paper = await connection.sdk
          .readPaper(connection.db, group.exam, group.paperId)
          .catch(() => null);
        return [paperKey(group), paper] as const;
      }),
    ).then((read) => {
      if (live) setPapers((known) => new Map([...known, ...read]));
    });
    return () => {
      live = false;
    };
  }, [connection, groups, papers]);

  if (failed) return { status: 'failed', message: failed };
  if (!connection || !groups || !trash) return { status: 'loading' };
  return {
    status: 'ready',
    connection,
    trash,
    reported: groups.map((group) => ({
      ...group,
      key: paperKey(group),
      paper: papers.get(paperKey(group)),
    })),
    reread: (exam, paperId) => {
      setPapers((known) => {
        const next = new Map(known);
        next.delete(paperKey({ exam, paperId }));
        return next;
      });
    },
  };
}
