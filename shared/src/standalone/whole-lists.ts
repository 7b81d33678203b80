/**
 * The lists of a page no shell started: a section run alone (run-standalone.tsx) and the apps'
 * component tests. Each list is read whole over REST, once; the shell's start-up reads first
 * parts, in a worker, after a delay (shell/src/startup/lists/), and hands its own reader over
 * instead of this one.
 */
import { filter, firstValueFrom } from 'rxjs';
import {
  COLLECTION_PATHS,
  parseCollection,
  type CollectionName,
  type Collections,
} from '@vithelper/contracts/content';
import { contentUrl } from '@vithelper/contracts/content-reads';
import { comparePapers, EXAM_KINDS, type Paper } from '@vithelper/contracts/papers';
import {
  collections$,
  getArrivals,
  getCollections,
  getConfig,
  replaceList,
  setArrival,
  setCollections,
  setUnreadable,
} from '../bus/event-bus';
import type { ListReader } from '../bus/lists';

const isPaperList = (name: CollectionName) => (EXAM_KINDS as readonly string[]).includes(name);

/**
 * One list's stored value as records: malformed ones are skipped and named in the console, and a
 * value that is no list at all marks the list unreadable, so its page says so with Try again.
 */
export function parseAndReport<K extends CollectionName>(name: K, value: unknown): Collections[K] {
  const { items, problems, unreadable } = parseCollection(name, value);
  for (const problem of problems) {
    console.warn(
      problem.id
        ? `Skipped a malformed record at ${problem.path}/${problem.id}: ${problem.message}`
        : `Could not read the list at ${problem.path}: ${problem.message}`,
    );
  }
  setUnreadable(name, unreadable);
  if (isPaperList(name)) (items as Paper[]).sort(comparePapers);
  return items;
}

async function readWhole<K extends CollectionName>(name: K): Promise<Collections[K]> {
  const config = getConfig();
  if (!config) throw new Error('The site has not started yet.');
  const response = await fetch(contentUrl(config, name), { cache: 'no-store' });
  if (!response.ok) throw new Error(`The content at ${name} answered ${response.status}.`);
  return parseAndReport(name, await response.json());
}

/** Every list, read whole, on the bus. */
export async function loadWholeLists(): Promise<void> {
  const lists = await Promise.all(
    COLLECTION_PATHS.map(async (name) => [name, await readWhole(name)] as const),
  );
  setCollections(Object.fromEntries(lists) as unknown as Collections);
}

const onBus = (): Promise<Collections> =>
  firstValueFrom(collections$.pipe(filter((lists): lists is Collections => lists !== null)));

/** Reads a list still marked as arriving, whole; a list that is whole already is left as it is. */
async function completeList(name: CollectionName): Promise<void> {
  if (!getArrivals()[name]) return;
  try {
    replaceList(name, await readWhole(name));
    setArrival(name, null);
  } catch (error) {
    console.warn(`The whole ${name} list could not be read.`, error);
    if (isPaperList(name)) setArrival(name, 'failed');
    else {
      setUnreadable(name, true);
      setArrival(name, null);
    }
  }
}

export const wholeListReader: ListReader = {
  whenContentRead: onBus,
  completeList,
  whenListWhole: async (name) => {
    await completeList(name);
    return (getCollections()?.[name] ?? []) as never;
  },
  rereadCollection: async (name) => {
    replaceList(name, await readWhole(name));
    setArrival(name, null);
  },
};
