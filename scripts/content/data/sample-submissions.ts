/**
 * Sample contributions for local development (docs/contributions.md): papers the sample student
 * (content/auth-users.json, student@vithelper.test) has sent and the sample moderator
 * (moderator@vithelper.test) can review at /moderate. Their PDFs are drawn by content:pdfs into
 * content/storage/uploads/<uid>/<id>.pdf and their hashes written into content/seed.json by
 * content:seed, both from sampleSubmissionDocument, so the two always agree.
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { ExamKind } from '@vithelper/contracts/papers';
import { renderDocument, type SimpleDocument } from '../pdf-layout';

export const SAMPLE_STUDENT_UID = 'sample-student';

export type SampleSubmission = {
  id: string;
  exam: ExamKind;
  courseCode: string;
  courseName: string;
  slot: string;
  createdAt: number;
  questions: readonly string[];
};

const EXAM_LABEL: Record<ExamKind, string> = { cat1: 'CAT-1', cat2: 'CAT-2', fat: 'FAT' };

export const SAMPLE_SUBMISSIONS: readonly SampleSubmission[] = [
  {
    id: '-N1sub00000000000001',
    exam: 'cat1',
    courseCode: 'CSE2005',
    courseName: 'Operating Systems',
    slot: 'A2',
    createdAt: Date.UTC(2026, 10, 20, 9, 30),
    questions: [
      'Explain the difference between a process and a thread with an example.',
      'Compare preemptive and non-preemptive scheduling.',
      'What is a race condition? How does a semaphore prevent it?',
      'Describe the states of a process with a neat diagram.',
    ],
  },
  {
    id: '-N1sub00000000000002',
    exam: 'fat',
    courseCode: 'CSE2004',
    courseName: 'Database Management Systems',
    slot: 'C1+TC1',
    createdAt: Date.UTC(2026, 10, 21, 14, 5),
    questions: [
      'Normalise the given relation to BCNF, stating each dependency.',
      'Write SQL to list departments whose average salary exceeds the company average.',
      'Explain two-phase locking and show how it guarantees serialisability.',
      'Compare B+ tree and hash indexes for range queries.',
      'Describe the ARIES recovery algorithm.',
    ],
  },
  {
    id: '-N1sub00000000000003',
    exam: 'cat2',
    courseCode: 'CSE2003',
    courseName: 'Data Structures and Algorithms',
    slot: 'B1',
    createdAt: Date.UTC(2026, 10, 22, 11, 45),
    questions: [
      'Insert the keys 50, 30, 70, 20, 40 into an AVL tree and show each rotation.',
      "Trace Dijkstra's algorithm on the given graph from vertex A.",
      'Prove that heap sort runs in O(n log n) time.',
    ],
  },
];

/** A phone-scan-looking paper as a student would send it: the details are in its own text. */
function sampleSubmissionDocument(sample: SampleSubmission): SimpleDocument {
  return {
    header: 'Vellore Institute of Technology',
    title: `${EXAM_LABEL[sample.exam]} Examination`,
    facts: [
      `Course code: ${sample.courseCode}`,
      `Course title: ${sample.courseName}`,
      `Slot: ${sample.slot}`,
      'Sent by a student for review (sample content).',
    ],
    sectionTitle: 'Answer all questions',
    lines: sample.questions,
    footer: 'Sample content generated for VITHelper development. Not an official question paper.',
  };
}

export const sampleUploadPath = (sample: SampleSubmission) =>
  `uploads/${SAMPLE_STUDENT_UID}/${sample.id}.pdf`;

/** The sample's PDF bytes with what the seed stores about them. */
export async function renderSampleSubmission(
  sample: SampleSubmission,
): Promise<{ bytes: Uint8Array; sha256: string; pages: number }> {
  const bytes = await renderDocument(sampleSubmissionDocument(sample));
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), pages };
}
