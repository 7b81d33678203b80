import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { getConfig, storageReady } from '@vithelper/shared';
import { answerKeyPath } from '@vithelper/contracts/answers';
import { storageObjectUrl, type ExamKind } from '@vithelper/contracts/papers';
import { PdfRegion, type RegionEngine } from '../../region';
import { answersSdk } from '../data/answers';
import type { KeyRegion, OfficialState } from '../data/answers-sdk';
import { FileButton } from './file-button';
import styles from './answers.module.css';

export type OfficialAnswerProps = {
  question: string;
  paper: { exam: ExamKind; id: string };
  /** The signed-in moderator's uid, who may attach the key and link its region; else null. */
  moderator: string | null;
  /** Told whether an official answer is shown, once that is known and as it changes. */
  onFound?: (found: boolean) => void;
};

const percent = (fraction: number) => Math.round(fraction * 100);

/** The key's PDF address, opened at a page by the browser's own viewer. */
function keyHref(paper: OfficialAnswerProps['paper'], page: number): string | null {
  const config = getConfig();
  return config
    ? `${storageObjectUrl(config, answerKeyPath(paper.exam, paper.id))}?alt=media#page=${page}`
    : null;
}

/** A region of the paper's answer key, drawn as the question is. */
function KeyRegionView({
  paper,
  version,
  region,
}: {
  paper: OfficialAnswerProps['paper'];
  version: number;
  region: KeyRegion;
}) {
  const open = useCallback(
    (engine: RegionEngine) => engine.openAnswerKey(paper.exam, paper.id, version),
    [paper.exam, paper.id, version],
  );
  const regions = useMemo(() => [region], [region]);
  return (
    <PdfRegion
      open={open}
      regions={regions}
      text={`The official answer is printed on page ${region.page} of this paper’s answer key.`}
      failedNote="The answer key could not be opened here: open it below."
    />
  );
}

/**
 * The official answer (docs/answers.md, "Official answers"): the region of the paper's answer key
 * a moderator linked to the question, shown above the students' answers; and, for moderators,
 * attaching the key and choosing the region.
 */
export function OfficialAnswer({ question, paper, moderator, onFound }: OfficialAnswerProps) {
  const [state, setState] = useState<OfficialState | null>(null);
  const { exam, id: paperId } = paper;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    setState(null);
    answersSdk()
      .then(({ db, sdk }) => {
        if (live) stop = sdk.watchOfficial(db, question, { exam, id: paperId }, setState);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [question, exam, paperId]);

  const key = state?.key ?? null;
  const official = state?.official ?? null;
  const shown = key && official && official.page <= key.pages ? official : null;
  const known = state !== null;
  useEffect(() => {
    if (known) onFound?.(shown !== null);
  }, [onFound, known, shown]);
  if (!state) return null;
  const href = shown ? keyHref(paper, shown.page) : null;
  return (
    <>
      {shown && key ? (
        <section className={`${styles.answer} ${styles.official}`} aria-label="Official answer">
          <p className={styles.meta}>
            <span className={styles.badge}>Official answer</span>
            <span>From this paper’s answer key, page {shown.page}</span>
          </p>
          <KeyRegionView paper={paper} version={key.at} region={shown} />
          {href ? (
            <p className={styles.keyLink}>
              <a href={href} target="_blank" rel="noopener">
                Open the answer key at page {shown.page}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {moderator ? (
        <KeyTools question={question} paper={paper} by={moderator} state={state} />
      ) : null}
    </>
  );
}

/** A moderator's tools: attach or replace the key, link a region of it to the question. */
function KeyTools({
  question,
  paper,
  by,
  state,
}: {
  question: string;
  paper: OfficialAnswerProps['paper'];
  by: string;
  state: OfficialState;
}) {
  const id = useId();
  const { key, official } = state;
  const [region, setRegion] = useState<KeyRegion>(() =>
    official
      ? { page: official.page, top: official.top, bottom: official.bottom }
      : { page: 1, top: 0.1, bottom: 0.4 },
  );
  // Open while the question has no official answer; after that, as the moderator leaves it.
  const [openAtFirst] = useState(!official);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const invalid =
    !key || region.page < 1 || region.page > key.pages
      ? `Choose a page from 1 to ${key?.pages ?? 1}.`
      : region.top >= region.bottom
        ? 'The region must end below where it starts.'
        : null;

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true);
    setSaid(null);
    try {
      if (typeof navigator !== 'undefined' && navigator.onLine === false)
        throw Object.assign(new Error('You are offline. Try again once connected.'), {
          reason: true,
        });
      await action();
      setSaid({ text: done, problem: false });
    } catch (error) {
      // What went wrong stays in the console for whoever looks into it; the moderator reads words.
      console.warn('Official answer:', error);
      setSaid({
        // A refusal with a reason (offline, not a PDF, too large) says it; anything else is the
        // rules' or the network's.
        text:
          (error as { reason?: unknown }).reason === true
            ? (error as Error).message
            : 'That was refused or did not go through. Reload the page and try again.',
        problem: true,
      });
    } finally {
      setBusy(false);
    }
  }

  const attach = (file: File) =>
    void run(async () => {
      const [{ db }, storage, sdk] = await Promise.all([
        answersSdk(),
        storageReady(),
        import(/* webpackChunkName: "answer-key" */ '../data/answer-key-sdk'),
      ]);
      await sdk.attachAnswerKey(db, storage, paper, by, file);
    }, 'The answer key is attached to this paper. Link its region to each question.');
  const save = (next: KeyRegion | null) =>
    void run(
      async () => {
        const { db, sdk } = await answersSdk();
        await sdk.setOfficial(db, question, paper, by, next);
      },
      next ? 'The official answer is saved.' : 'The official answer is removed.',
    );
  const number = (field: 'top' | 'bottom', value: string) =>
    setRegion((before) => ({
      ...before,
      [field]: Math.min(100, Math.max(0, Number(value) || 0)) / 100,
    }));

  return (
    <details className={styles.keyTools} open={openAtFirst}>
      <summary>Official answer from the answer key (moderators)</summary>
      <p className={styles.note}>
        {key
          ? `This paper’s answer key has ${key.pages} page${key.pages === 1 ? '' : 's'}.`
          : 'This paper has no answer key yet. Attach its PDF, then link the region that answers this question.'}
      </p>
      <div className={styles.actions}>
        <FileButton accept="application/pdf" disabled={busy} onFile={attach}>
          {key ? 'Replace the answer key' : 'Attach the answer key (PDF)'}
        </FileButton>
      </div>
      {key ? (
        <form
          className={styles.keyForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!invalid) save(region);
          }}
        >
          <div className={styles.keyFields}>
            <label htmlFor={`${id}-page`}>
              Page
              <input
                id={`${id}-page`}
                type="number"
                min={1}
                max={key.pages}
                value={region.page}
                onChange={(event) =>
                  setRegion((before) => ({
                    ...before,
                    page: Math.round(Number(event.target.value)),
                  }))
                }
              />
            </label>
            <label htmlFor={`${id}-top`}>
              From (% down the page)
              <input
                id={`${id}-top`}
                type="number"
                min={0}
                max={99}
                value={percent(region.top)}
                onChange={(event) => number('top', event.target.value)}
              />
            </label>
            <label htmlFor={`${id}-bottom`}>
              To (% down the page)
              <input
                id={`${id}-bottom`}
                type="number"
                min={1}
                max={100}
                value={percent(region.bottom)}
                onChange={(event) => number('bottom', event.target.value)}
              />
            </label>
          </div>
          {invalid ? (
            <p className={styles.problem} role="alert">
              {invalid}
            </p>
          ) : (
            <section className={styles.keyPreview} aria-label="Region preview">
              <KeyRegionView paper={paper} version={key.at} region={region} />
            </section>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy || Boolean(invalid)}>
              Save official answer
            </button>
            {official ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                onClick={() => save(null)}
              >
                Remove official answer
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      {said ? (
        <p
          className={said.problem ? styles.problem : styles.note}
          role={said.problem ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      ) : null}
    </details>
  );
}
