import type { InsideResult } from '@vithelper/search-index';

/** A search asked of the worker: one kind's index at `base`, its recent texts at `recentUrl`. */
export type SearchRequest = {
  id: number;
  base: string;
  recentUrl: string | null;
  query: string;
  limit: number;
};

/** The worker's answer to the request of the same id. */
export type SearchAnswer = { id: number; result?: InsideResult; error?: string };
