import type { Collections } from '@vithelper/contracts/content';
import { EXAM_KINDS, type ExamKind } from '@vithelper/contracts/papers';

/** A course code the published papers know, with its name (the site's catalogue). */
export type Catalogue = ReadonlyMap<string, string>;

/** Every course code of the published papers with its course name. */
export function catalogueOf(collections: Pick<Collections, ExamKind> | null): Catalogue {
  const names = new Map<string, string>();
  if (!collections) return names;
  for (const kind of EXAM_KINDS) {
    for (const paper of collections[kind]) {
      const [name, code] = paper.name;
      if (code && name && !names.has(code.toUpperCase())) names.set(code.toUpperCase(), name);
    }
  }
  return names;
}
