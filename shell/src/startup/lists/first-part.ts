/**
 * A first view that does not grow with the catalogue (docs/performance.md, "The list's first
 * part"). The start-up reads the first FIRST_PART_SIZE papers of each paper list in the list's
 * sort order (a Realtime Database query ordered by course name, which the rules index), enough
 * for the first screen; the list says the rest is still arriving. The whole list is read after
 * that first paint, parsed, validated and sorted off the main thread (setWholeReader: the
 * shell's worker), then replaces the first part. The offline worker keeps both reads for the
 * next visit.
 */
import { filter, firstValueFrom } from 'rxjs';
import type { CollectionName, Collections } from '@vithelper/contracts/content';
import type { Paper } from '@vithelper/contracts/papers';
import { comparePapers, markInPaperOrder } from '@vithelper/contracts/papers';
import { parseCollection, type RecordProblem } from '@vithelper/contracts/content';
import { collections$, getArrivals, getCollections, getConfig } from '@vithelper/shared';
import { replaceList, setArrival, setUnreadable } from '@vithelper/shared/bus-writers';
import { contentUrl } from '@vithelper/contracts/content-reads';
import { nextTask } from '../../common/when-idle';
import { changesUrl, hasFirstPart, isDeferred, type FirstPartList } from './first-part-query';
import { mergeWhole, readWholeList, type WholeList } from './whole-read';

export { mergeWhole };

export {
  FIRST_PART_LISTS,
  FIRST_PART_SIZE,
  firstPartUrl,
  hasFirstPart,
  isFirstPartUrl,
  type FirstPartList,
} from './first-part-query';

/** Reads, parses and sorts one whole list; the shell swaps in its worker (setWholeReader). */
export type WholeReader = (path: CollectionName, url: string) => Promise<WholeList>;
let readWhole: WholeReader = (path, url) => readWholeList(path, url);

/** The reader of whole lists: the shell's worker once it has started one. */
export const setWholeReader = (reader: WholeReader): void => {
  readWhole = reader;
};

/** Says which records were skipped, like every other read (shell/src/startup/lists/load-collections.ts). */
export function reportProblems(problems: readonly RecordProblem[]): void {
  for (const problem of problems) {
    console.warn(
      problem.id
        ? `Skipped a malformed record at ${problem.path}/${problem.id}: ${problem.message}`
        : `Could not read the list at ${problem.path}: ${problem.message}`,
    );
  }
}

/**
 * Changes read after a whole list was cached (a paper published or withdrawn since): each id
 * with its new record, or null where it was removed. Changed records keep their place, new ones
 * take theirs in the list's order, removed ones go; no id appears twice.
 */
export function applyChanges<T extends { id: string }>(
  list: readonly T[],
  changes: Readonly<Record<string, T | null>>,
  order?: (a: T, b: T) => number,
): T[] {
  const out: T[] = [];
  const placed = new Set<string>();
  for (const item of list) {
    if (placed.has(item.id)) continue;
    placed.add(item.id);
    if (!(item.id in changes)) out.push(item);
    else if (changes[item.id]) out.push(changes[item.id] as T);
  }
  const added = Object.values(changes).filter(
    (item): item is T => item !== null && !placed.has(item.id),
  );
  if (added.length === 0) return out;
  if (!order) return [...out, ...added];
  // Each new record goes in before the first one it sorts before: the rest keep their order.
  const sortedAdded = [...added].sort(order);
  const merged: T[] = [];
  let next = 0;
  for (const item of out) {
    while (next < sortedAdded.length && order(sortedAdded[next] as T, item) < 0) {
      merged.push(sortedAdded[next] as T);
      next += 1;
    }
    merged.push(item);
  }
  return [...merged, ...sortedAdded.slice(next)];
}

/**
 * Resolves once the start-up has put its lists on the bus. A whole list read during the start-up
 * wait (a shared paper's link looks its paper up then, remotes/exams/src/features/viewer/data/
 * prepare-pdf.ts) goes on the bus after them: put there before, the start-up's first part
 * replaced it, and the list counted as whole while it held only its first part ("This paper is
 * not in VITHelper" for a paper past the first part).
 */
const startUpListsOnBus = (): Promise<unknown> =>
  getCollections()
    ? Promise.resolve()
    : firstValueFrom(collections$.pipe(filter((lists) => lists !== null)));

const completing = new Map<CollectionName, Promise<void>>();
/** Those waiting for a whole list, handed its records (or, with none, what the bus holds). */
const wholeWaiters = new Map<CollectionName, Array<(items?: readonly { id: string }[]) => void>>();
/** A list the start-up read in part (a paper list) or not at all (a deferred one). */
const readLater = (name: CollectionName) => hasFirstPart(name) || isDeferred(name);

/**
 * Reads one list whole once its first part is on the bus (a list page asks as it mounts, after
 * its first paint): replaces the first part and marks the list whole, or 'failed' with the
 * first part kept, for a Try again. Does nothing for a list that is whole already.
 */
export function completeList(name: CollectionName): Promise<void> {
  if (!readLater(name) || !getArrivals()[name]) return Promise.resolve();
  const running = completing.get(name);
  if (running) return running;
  const config = getConfig();
  if (!config) return Promise.resolve();
  setArrival(name, 'arriving');
  const done = readWhole(name, contentUrl(config, name))
    .then(
      async ({ items, problems, unreadable }) => {
        reportProblems(problems);
        // Read whole, a paper list comes sorted and each record once (readWholeList).
        const whole = items as { id: string }[];
        if (hasFirstPart(name)) markInPaperOrder(whole as Paper[]);
        // A viewer preparing its PDF during the start-up wait has the whole list at once...
        for (const wake of wholeWaiters.get(name) ?? []) wake(whole);
        wholeWaiters.delete(name);
        // ...and the bus takes it once the start-up's own lists are there, in a task of its own:
        // the pages redraw at once (useSyncExternalStore), and with the records' arrival in the
        // same task a phone's main thread (4× CPU) was held for one long task of 65-90 ms.
        await startUpListsOnBus();
        await nextTask();
        setUnreadable(name, unreadable);
        replaceList(name, whole as never);
        setArrival(name, null);
        // The whole list may be the device's copy of an earlier visit: what was published since.
        if (hasFirstPart(name)) void refreshChanges(name);
      },
      (error: unknown) => {
        console.warn(`The whole ${name} list could not be read.`, error);
        if (hasFirstPart(name)) return setArrival(name, 'failed');
        // Nothing of a deferred list is here: its page says it could not be read, with Try again.
        setUnreadable(name, true);
        setArrival(name, null);
        for (const wake of wholeWaiters.get(name) ?? []) wake();
        wholeWaiters.delete(name);
      },
    )
    .finally(() => completing.delete(name));
  completing.set(name, done);
  return done;
}

/** One list once it is whole (a shared paper's link whose paper is not in the first part). */
export function whenListWhole<K extends CollectionName>(name: K): Promise<Collections[K]> {
  const whole = () => (getCollections()?.[name] ?? []) as Collections[K];
  if (!readLater(name) || !getArrivals()[name]) return Promise.resolve(whole());
  return new Promise((resolve) => {
    wholeWaiters.set(name, [
      ...(wholeWaiters.get(name) ?? []),
      (items) => resolve(items ? (items as Collections[K]) : whole()),
    ]);
    void completeList(name);
  });
}

/**
 * Reads a whole paper list again (the offline worker stored a fresher copy) and replaces it;
 * a list whose first part is still on screen is completed instead.
 */
export function rereadWholeList(name: FirstPartList): Promise<void> {
  if (getArrivals()[name]) return completeList(name);
  const config = getConfig();
  if (!config) return Promise.resolve();
  return readWhole(name, contentUrl(config, name)).then(
    ({ items, problems, unreadable }) => {
      reportProblems(problems);
      setUnreadable(name, unreadable);
      replaceList(name, markInPaperOrder(items as Paper[]));
    },
    (error: unknown) => console.warn(`A fresher ${name} list could not be read.`, error),
  );
}

/** The part of fetch the change-only refresh uses (tests answer with plain objects). */
type ChangesFetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * Reads only the papers published since the newest one the whole list holds (the offline
 * worker keeps whole lists for a day, shell/src/features/offline/worker/service-worker.ts) and
 * puts them in their place: a published paper appears without a new read of the whole list.
 */
export async function refreshChanges(
  name: FirstPartList,
  fetchJson: ChangesFetch = (url) => fetch(url, { cache: 'no-store' }),
): Promise<void> {
  const config = getConfig();
  const list = getCollections()?.[name];
  if (!config || !list) return;
  const after = list.reduce((newest, paper) => Math.max(newest, paper.approvedAt ?? 0), 0);
  try {
    const response = await fetchJson(changesUrl(config, name, after));
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const { items, problems } = parseCollection(name, await response.json());
    reportProblems(problems);
    if (items.length === 0) return;
    const current = getCollections()?.[name] ?? list;
    const changes = Object.fromEntries(items.map((paper) => [paper.id, paper]));
    replaceList(name, applyChanges(current, changes, comparePapers));
  } catch (error) {
    // The list stands as it is; the next visit asks again.
    console.warn(`The papers published since the ${name} list was kept could not be read.`, error);
  }
}
