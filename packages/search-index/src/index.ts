/**
 * @vithelper/search-index: the "inside papers" index as the browser reads it. No DOM and no Node
 * API: the exams remote's worker, its pages and the Node scripts and benches run the same code.
 * Writing an index (Node's hash) is the `./build` entry. docs/search-inside-papers.md.
 */
export { insidePapersEngine, type Engine, type QueryWord, type Segment } from './engine';
export {
  fragmentPath,
  INDEX_VERSION,
  MANIFEST_FILE,
  packPath,
  readManifest,
  recentDocs,
  shardPath,
  storedPages,
  type IndexDoc,
  type IndexManifest,
  type RecentDoc,
} from './format';
export { QUESTION_TABLE_VERSION, type HitQuestion, type PaperQuestion } from './questions';
export { searchInsidePapers, type InsideResult, type LoadRecent } from './search';
