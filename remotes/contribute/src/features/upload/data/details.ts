import type { PaperDetails } from '@vithelper/contracts/contributions';
import type { Collections } from '@vithelper/contracts/content';
import type { ExamKind, Paper } from '@vithelper/contracts/papers';
import type { Catalogue } from '../../../common/catalogue';

/** What the page's text suggests; every field may be missing. */
export type SuggestedDetails = Partial<PaperDetails>;

/** Published papers with the same exam, course code and slot (the "Is it one of these?" list). */
export function similarPapers(
  collections: Pick<Collections, ExamKind> | null,
  details: Pick<PaperDetails, 'exam' | 'courseCode' | 'slot'>,
): Paper[] {
  if (!collections) return [];
  const code = details.courseCode.trim().toUpperCase();
  const slot = details.slot.trim().toUpperCase();
  if (!code || !slot) return [];
  return collections[details.exam].filter(
    (paper) =>
      paper.name[1]?.toUpperCase() === code && (paper.name[2] ?? '').toUpperCase() === slot,
  );
}

// OCR reads digits as look-alike letters: in the digits of a course code, O is 0, I and l are 1.
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', i: '1', S: '5' };
const asDigits = (text: string) => text.replace(/[OoIliS]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);

const ROMAN: Record<string, '1' | '2'> = { I: '1', '1': '1', II: '2', '2': '2' };

function findExam(text: string): ExamKind | undefined {
  if (/\bF\.?\s?A\.?\s?T\b|final\s+assessment/i.test(text)) return 'fat';
  const cat =
    /\bC\.?\s?A\.?\s?T\.?\s*[-–—:]?\s*(II|I|1|2)\b/i.exec(text) ??
    /continuous\s+assessment\s+test\s*[-–—:]?\s*(II|I|1|2)\b/i.exec(text);
  const number = cat?.[1] ? ROMAN[cat[1].toUpperCase()] : undefined;
  return number === '1' ? 'cat1' : number === '2' ? 'cat2' : undefined;
}

const CODE = /\b([A-Z]{2,5})\s?([0-9OIlS]{3,4})([A-Z]?)\b/;

function findCourseCode(text: string): string | undefined {
  const labelled = /course\s*code\s*[:\-–.]?\s*([A-Za-z]{2,5}\s?[0-9OIlS]{3,4}[A-Za-z]?)\b/i.exec(
    text,
  );
  const raw = labelled?.[1] ?? CODE.exec(text)?.[0];
  if (!raw) return undefined;
  const match = /^([A-Za-z]{2,5})\s?([0-9OIlS]{3,4})([A-Za-z]?)$/.exec(raw.trim());
  if (!match) return undefined;
  const code = `${match[1]!.toUpperCase()}${asDigits(match[2]!)}${match[3]!.toUpperCase()}`;
  return /^[A-Z]{2,5}[0-9]{3,4}[A-Z]?$/.test(code) ? code : undefined;
}

const SLOT_PART = '[A-Z]{1,3}[0-9OIlS]{1,2}';

function findSlot(text: string): string | undefined {
  const match = new RegExp(
    `slot\\s*[:\\-–.]?\\s*(${SLOT_PART}(?:\\s*\\+\\s*${SLOT_PART}){0,3})\\b`,
    'i',
  ).exec(text);
  // "Slot: No slot" is not slot N0: a slot read from text has at least one real digit.
  if (!match?.[1] || !/[0-9]/.test(match[1])) return undefined;
  const slot = match[1]
    .toUpperCase()
    .replace(/\s+/g, '')
    .split('+')
    .map((part) =>
      part.replace(
        /^([A-Z]+?)([0-9OIS]+)$/,
        (_, letters: string, digits: string) => letters + asDigits(digits),
      ),
    )
    .join('+');
  return /^[A-Z]{1,3}[0-9]{1,2}(\+[A-Z]{1,3}[0-9]{1,2}){0,3}$/.test(slot) ? slot : undefined;
}

function findCourseName(text: string): string | undefined {
  const match = /course\s*(?:title|name)\s*[:\-–.]?\s*([^\n]{2,120})/i.exec(text);
  const name = match?.[1]
    ?.replace(/\s{2,}.*$/, '')
    .replace(/\s*(slot|course\s*code|exam|time|duration|max(?:imum)?\.?\s*marks)\b.*$/i, '')
    .trim();
  return name && name.length >= 2 ? name : undefined;
}

/**
 * The paper's details as its own text (pdf.js or OCR) states them: exam, course code, slot
 * and course name, the name from the catalogue when it knows the code.
 */
export function suggestDetails(text: string, catalogue: Catalogue): SuggestedDetails {
  const suggested: SuggestedDetails = {};
  const exam = findExam(text);
  const courseCode = findCourseCode(text);
  const slot = findSlot(text);
  const courseName = (courseCode && catalogue.get(courseCode)) || findCourseName(text);
  if (exam) suggested.exam = exam;
  if (courseCode) suggested.courseCode = courseCode;
  if (slot) suggested.slot = slot;
  if (courseName) suggested.courseName = courseName;
  return suggested;
}
