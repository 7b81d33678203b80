// The region's public entry for the other features: the bank's rows and the question page draw
// each question as its paper prints it.
export { QuestionRegion } from './components/question-region';
// A region of any of the site's PDFs, with the engine that opens them: an answer key's official
// answer is drawn as a question is.
export { PdfRegion } from './components/question-region';
export type { RegionEngine } from './components/region-strip';
