import { memo, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useFilter } from '@vithelper/shared';
import type { ExamKind, Paper } from '@vithelper/contracts/papers';
import { paperYear } from '@vithelper/contracts/papers';
import { hasCachedPdf } from '@vithelper/device/pdf-cache';
import { questionPath } from '@vithelper/contracts/questions/paths';
import { truncateEcho } from '@vithelper/ui/truncate-echo';
import hidden from '@vithelper/ui/visually-hidden.module.css';
import { insidePapersEngine, type InsideResult } from '@vithelper/search-index';
import { EXAM_LABELS, paperCacheKey } from '../../../common/data/paper-file';
import { hitPath, hitQuestionLabel } from '../data/hit-link';
import { useInsidePapers } from '../hooks/use-inside-papers';
import moreStyles from '../../../common/search/components/more-button.module.css';
import { OfflineSwitch } from './offline-switch';
import styles from './inside-papers.module.css';

export type InsidePapersProps = {
  kind: ExamKind;
  /** The list's papers: a hit shows its course, code and slot from here (and a removed one is skipped). */
  papers: readonly Paper[] | null;
  /**
   * How many hits are shown (0 for none, -1 while the first search is still running), for the
   * page to put what was found first.
   */
  onFound?: (count: number) => void;
};

type InsideHit = InsideResult['hits'][number];
const NO_HITS: readonly InsideHit[] = [];

/** Hits shown at first, and how many more each "Show more" adds. */
const FIRST_HITS = 8;
const MORE_HITS = 100;

const engine = insidePapersEngine();

/**
 * Each list's papers by id, built once per list. The section mounts again with every search
 * (the slot shows nothing under two letters), and a map of 50 000 papers built per mount cost
 * the keystroke that brought it back; it is also built only once there are hits to show.
 */
const papersById = new WeakMap<readonly Paper[], ReadonlyMap<string, Paper>>();
function byIdOf(papers: readonly Paper[]): ReadonlyMap<string, Paper> {
  let byId = papersById.get(papers);
  if (!byId) {
    byId = new Map(papers.map((paper) => [paper.id, paper]));
    papersById.set(papers, byId);
  }
  return byId;
}

function watchConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOffline = () => navigator.onLine === false;

/** Whether the browser says it is offline, kept up to date. */
const useOffline = (): boolean => useSyncExternalStore(watchConnection, isOffline, () => false);

/** Offline: which of these papers' PDFs are not on this device (their hits say so). */
function useNotOnDevice(kind: ExamKind, ids: readonly string[]): ReadonlySet<string> {
  const offline = useOffline();
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const key = ids.join(' ');
  useEffect(() => {
    if (!offline) {
      // The same empty set again: new hits online render the section once, not twice.
      setMissing((current) => (current.size === 0 ? current : new Set()));
      return undefined;
    }
    let live = true;
    void Promise.all(
      key
        .split(' ')
        .filter(Boolean)
        .map(async (id) => ((await hasCachedPdf(paperCacheKey(kind, id))) ? null : id)),
    ).then((list) => live && setMissing(new Set(list.filter((id): id is string => id !== null))));
    return () => {
      live = false;
    };
  }, [offline, kind, key]);
  return missing;
}

/** "Inside papers": the pages whose text holds the search words, after the course matches. */
export function InsidePapers({ kind, papers, onFound }: InsidePapersProps) {
  const [text] = useFilter();
  // How many hits to show: the best few first, every one on demand (a new search starts again).
  const [wanted, setWanted] = useState({ text, limit: FIRST_HITS });
  const limit = wanted.text === text ? wanted.limit : FIRST_HITS;
  const state = useInsidePapers(kind, text, limit);
  const headingId = useId();
  // While the next search runs, the last hits stay, linked with the words they were found for:
  // a keystroke then redraws none of them.
  const last = state.status === 'searching' ? state.last : null;
  const result = state.status === 'done' ? state.result : (last?.result ?? null);
  const shownQuery = state.status === 'done' ? state.query : (last?.query ?? '');
  const words = useMemo(
    () => engine.words(shownQuery).slice(0, engine.maxQueryWords),
    [shownQuery],
  );
  const found = result?.hits ?? NO_HITS;
  const hits = useMemo(() => {
    const byId = found.length > 0 && papers ? byIdOf(papers) : null;
    return found.flatMap((hit) => {
      const paper = byId?.get(hit.id);
      return paper ? [{ hit, paper }] : [];
    });
  }, [found, papers]);
  const notOnDevice = useNotOnDevice(
    kind,
    hits.map(({ hit }) => hit.id),
  );
  const shownCount =
    state.status === 'searching' && hits.length === 0
      ? -1
      : state.status === 'done' || state.status === 'searching'
        ? hits.length
        : 0;
  useEffect(() => {
    onFound?.(shownCount);
  }, [onFound, shownCount]);
  useEffect(() => () => onFound?.(0), [onFound]);

  if (state.status === 'idle') return null;
  if (state.status === 'unavailable') {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Inside papers
        </h2>
        <p className={styles.note} role="status">
          Searching inside papers is not available right now; the course search above still works.
        </p>
        <OfflineSwitch />
      </section>
    );
  }
  if (hits.length === 0) {
    if (state.status === 'searching') return null;
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Inside papers
        </h2>
        <p className={styles.note} role="status">
          No paper has &quot;{truncateEcho(text.trim())}&quot; inside.
        </p>
        <OfflineSwitch />
      </section>
    );
  }
  // Papers the search found that the list no longer has (an approval undone) are not counted.
  const total = Math.max(
    hits.length,
    (result?.total ?? hits.length) - (found.length - hits.length),
  );
  // More to show only when the search filled what was asked for.
  const more = total > hits.length && found.length >= limit;
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={state.status === 'searching'}
    >
      <h2 id={headingId} className={styles.heading}>
        Inside papers
      </h2>
      <p className={styles.note} role="status">
        {total === 1 ? '1 paper has' : `${total} papers have`} &quot;{truncateEcho(text.trim())}
        &quot; inside{total > hits.length ? `; the best ${hits.length}` : ''}:
      </p>
      <HitList kind={kind} hits={hits} words={words} notOnDevice={notOnDevice} />
      {more ? (
        <p className={styles.more}>
          <button
            type="button"
            className={moreStyles.moreButton}
            disabled={state.status === 'searching'}
            onClick={() => setWanted({ text, limit: Math.min(total, limit + MORE_HITS) })}
          >
            {total <= limit + MORE_HITS ? `Show all ${total}` : `Show ${MORE_HITS} more`}
          </button>
        </p>
      ) : null}
      {/* After the hits: what the student searched for comes first on a phone's screen. */}
      <OfflineSwitch />
    </section>
  );
}

type Shown = { hit: InsideHit; paper: Paper };

/** The hits' links: the same hits, words and device state draw nothing again. */
const HitList = memo(function HitList({
  kind,
  hits,
  words,
  notOnDevice,
}: {
  kind: ExamKind;
  hits: readonly Shown[];
  words: readonly string[];
  notOnDevice: ReadonlySet<string>;
}) {
  return (
    <ol className={styles.hits}>
      {hits.map(({ hit, paper }) => {
        const [course, code, slot] = paper.name;
        return (
          <li key={`${hit.id}:${hit.page}`} className={styles.hit}>
            <Link
              className={hit.question ? `${styles.link} ${styles.withQuestion}` : styles.link}
              to={hitPath(kind, hit.id, hit.page, words)}
            >
              <span className={styles.course}>{course}</span>
              <span className={styles.meta}>
                <span className={styles.code}>{code}</span>
                <span>{EXAM_LABELS[kind]}</span>
                <span>Slot {slot?.trim() || 'not listed'}</span>
                {paperYear(paper) ? <span>{paperYear(paper)}</span> : null}
                <span className={styles.page}>Page {hit.page}</span>
                {notOnDevice.has(hit.id) ? (
                  <span className={styles.away}>Not on this device: needs a connection</span>
                ) : null}
              </span>
              <span className={styles.snippet}>
                {hit.segments.map((segment, index) =>
                  segment.mark ? (
                    <mark key={index} className={styles.mark}>
                      {segment.text}
                    </mark>
                  ) : (
                    <span key={index}>{segment.text}</span>
                  ),
                )}
              </span>
            </Link>
            {/* Beside the paper's link, drawn inside its card: the question the words are in. */}
            {hit.question ? (
              <Link className={styles.question} to={questionPath(hit.question.id)}>
                {hitQuestionLabel(hit.question)}
                <span className={hidden.hidden}>: open the question</span>
                <span aria-hidden="true"> →</span>
              </Link>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
});
