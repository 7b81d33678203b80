import type { CollectionName, WholeList } from '@vithelper/shared';

/** The page asks the collection worker for one whole list. */
export type WholeRequest = { id: number; path: CollectionName; url: string };
/** The worker's answer: the parsed list, or why it could not be read. */
export type WholeAnswer = { id: number; list: WholeList } | { id: number; error: string };
