/** @vithelper/questions: exam papers cut into questions, and the same question found across papers. */
export type { CutResult, Question, Region, TextItem } from './types';
export { cutPaper } from './cut';
export { ocrTextItems, pdfTextItems, type OcrBlocks, type PdfViewport } from './text-items';
export { groupQuestions, nameGroups, SAME_QUESTION, type Group, type GroupOptions } from './group';
export { questionId, groupIdFor } from './ids';
export { add, applyCorrections, correct, remove, type Correction } from './corrections';
export {
  applyGroupMoves,
  applyStoredCorrections,
  readStoredCorrections,
  readStoredGroupMoves,
  type SkippedCorrection,
  type StoredGroupMove,
  type StoredQuestionCorrection,
} from './stored-corrections';
