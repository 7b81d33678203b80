/**
 * The lists' reads as a section sees them. Whoever starts the page reads the lists: the shell's
 * start-up (shell/src/startup/lists/) or a section's standalone runner. It hands its reader over
 * here once (setListReader, a writer of the bus), so a page asks the one reader on the page
 * whatever build its code came from; a call before the hand-over waits for it.
 */
import type { CollectionName, Collections } from '@vithelper/contracts/content';

export type ListReader = {
  /** The content as soon as the start-up has read it, before its delay has passed. */
  whenContentRead(): Promise<Collections>;
  /** Reads one list whole once its first part is on the bus; nothing for a whole list. */
  completeList(name: CollectionName): Promise<void>;
  /** One list once it is whole. */
  whenListWhole<K extends CollectionName>(name: K): Promise<Collections[K]>;
  /** Reads one list again (Try again) and replaces it on the bus; rejects when the read fails. */
  rereadCollection(name: CollectionName): Promise<void>;
};

let current: ListReader | null = null;
let handOver: (reader: ListReader) => void = () => undefined;
const handedOver = new Promise<ListReader>((resolve) => {
  handOver = resolve;
});

/** The page's reader of the lists, from the start-up that reads them. */
export function setListReader(reader: ListReader): void {
  current = reader;
  handOver(reader);
}

const withReader = <T>(ask: (reader: ListReader) => Promise<T>): Promise<T> =>
  current ? ask(current) : handedOver.then(ask);

export const whenContentRead = (): Promise<Collections> =>
  withReader((reader) => reader.whenContentRead());
export const completeList = (name: CollectionName): Promise<void> =>
  withReader((reader) => reader.completeList(name));
export const whenListWhole = <K extends CollectionName>(name: K): Promise<Collections[K]> =>
  withReader((reader) => reader.whenListWhole(name));
export const rereadCollection = (name: CollectionName): Promise<void> =>
  withReader((reader) => reader.rereadCollection(name));
