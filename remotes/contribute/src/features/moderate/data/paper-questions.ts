/**
 * A just-published paper's questions, cut in the moderator's browser with the build's own
 * @vithelper/questions, as paperQuestions/<exam>/<paperId> stores them
 * (@vithelper/contracts/questions/recent): the course's bank shows them before the next build
 * (docs/questions.md, "Papers published since the build"). Pure: ./paper-text.ts reads the PDF
 * and ./moderation-sdk.ts writes the record.
 */
import { courseKey } from '@vithelper/contracts/questions/paths';
import {
  PAPER_QUESTION_LIMITS as LIMITS,
  type PaperQuestions,
  type StoredPaperQuestion,
} from '@vithelper/contracts/questions/recent';
import { cutPaper, type TextItem } from '@vithelper/questions';

/** The record less who stored it and when (the write adds them). */
export type PaperQuestionsRecord = PaperQuestions extends infer Stored
  ? Stored extends PaperQuestions
    ? Omit<Stored, 'at' | 'by'>
    : never
  : never;

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** The record for a paper of `course`; null when the course code names no bank. */
export function paperQuestionsRecord(
  paperId: string,
  details: { courseCode: string; slot?: string; year?: number | null },
  items: readonly TextItem[],
): PaperQuestionsRecord | null {
  const course = courseKey(details.courseCode);
  if (course.length < 2 || course.length > 16) return null;
  const frame = {
    course,
    ...(details.year ? { year: details.year } : {}),
    ...(details.slot ? { slot: details.slot.slice(0, 16) } : {}),
  };
  const cut = cutPaper(paperId, items);
  if (!cut.ok) return { ...frame, ok: false, reason: cut.reason.slice(0, LIMITS.reason) };
  const questions: Record<string, StoredPaperQuestion> = {};
  for (const question of cut.questions.slice(0, LIMITS.questions)) {
    const text = question.text.trim().slice(0, LIMITS.text);
    const regions = question.regions
      .filter((region) => region.page <= LIMITS.pages)
      .slice(0, LIMITS.regions)
      .map(({ page, top, bottom }) => ({ page, top: round(top), bottom: round(bottom) }));
    if (!text || regions.length === 0) continue;
    questions[question.id] = {
      number: question.number.slice(0, LIMITS.number),
      text,
      ...(question.marks !== null && question.marks >= 0 && question.marks <= LIMITS.marks
        ? { marks: question.marks }
        : {}),
      regions,
    };
  }
  return Object.keys(questions).length > 0
    ? { ...frame, ok: true, questions }
    : { ...frame, ok: false, reason: 'No question was found in its text.' };
}
