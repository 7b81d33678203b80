/**
 * Sample reports, requests and inbox items for local development (docs/feedback.md), written
 * into content/seed.json by content:seed. The sample student (content/auth-users.json,
 * student@vithelper.test) has reported a paper, asked for papers and has an "Arrived" item in
 * the inbox; three open requests are answered by the sample submissions waiting at /moderate,
 * so approving one closes its request. Other voters are made-up uids without accounts.
 */
import type { ExamKind } from '@vithelper/contracts/papers';
import { SAMPLE_STUDENT_UID } from './sample-submissions';

const SAMPLE_MODERATOR_UID = 'sample-moderator';
const VOTERS = ['sample-voter-1', 'sample-voter-2', 'sample-voter-3', 'sample-voter-4'];
const at = (day: number, hour: number) => Date.UTC(2026, 10, day, hour, 0);
const votes = (...uids: string[]) => Object.fromEntries(uids.map((uid) => [uid, true as const]));

type SampleRequest = {
  exam: ExamKind;
  courseCode: string;
  slot?: string;
  by: string;
  createdAt: number;
  status: 'open' | 'closed';
  votes: Record<string, true>;
  closedBy?: string;
  closedAt?: number;
  paperId?: string;
};

/** requests/<exam>~<CODE>~<SLOT or any> */
export const SAMPLE_REQUESTS: Readonly<Record<string, SampleRequest>> = {
  'cat1~MAT3004~any': {
    exam: 'cat1',
    courseCode: 'MAT3004',
    by: 'sample-voter-1',
    createdAt: at(18, 10),
    status: 'open',
    votes: votes('sample-voter-1', 'sample-voter-2', 'sample-voter-3', 'sample-voter-4'),
  },
  'cat1~CSE2005~A2': {
    exam: 'cat1',
    courseCode: 'CSE2005',
    slot: 'A2',
    by: SAMPLE_STUDENT_UID,
    createdAt: at(19, 9),
    status: 'open',
    votes: votes(SAMPLE_STUDENT_UID, 'sample-voter-2', 'sample-voter-3'),
  },
  'fat~CSE2004~C1+TC1': {
    exam: 'fat',
    courseCode: 'CSE2004',
    slot: 'C1+TC1',
    by: 'sample-voter-3',
    createdAt: at(19, 15),
    status: 'open',
    votes: votes('sample-voter-3', 'sample-voter-4'),
  },
  'cat2~CSE2003~B1': {
    exam: 'cat2',
    courseCode: 'CSE2003',
    slot: 'B1',
    by: 'sample-voter-4',
    createdAt: at(20, 8),
    status: 'open',
    votes: votes('sample-voter-4'),
  },
  'cat1~ITE2001~B1': {
    exam: 'cat1',
    courseCode: 'ITE2001',
    slot: 'B1',
    by: SAMPLE_STUDENT_UID,
    createdAt: at(10, 12),
    status: 'closed',
    votes: votes(SAMPLE_STUDENT_UID, VOTERS[0]!),
    closedBy: SAMPLE_MODERATOR_UID,
    closedAt: at(21, 16),
    paperId: '-N1cat1-0001',
  },
};

/** reports/<uid>/<exam>-<paperId>: two students on one paper (handled as one), one dismissed. */
export const SAMPLE_REPORTS: Readonly<Record<string, Record<string, Record<string, unknown>>>> = {
  [SAMPLE_STUDENT_UID]: {
    'cat1--N1cat1-0002': {
      exam: 'cat1',
      paperId: '-N1cat1-0002',
      kind: 'details',
      field: 'slot',
      value: 'C2',
      text: 'The header of the paper says slot C2.',
      createdAt: at(23, 8),
      status: 'open',
    },
    'cat2--N1cat2-0012': {
      exam: 'cat2',
      paperId: '-N1cat2-0012',
      kind: 'unreadable',
      createdAt: at(14, 11),
      status: 'dismissed',
      resolvedBy: SAMPLE_MODERATOR_UID,
      resolvedAt: at(15, 10),
      reason: 'Every page reads fine when zoomed in; the scan is faint but complete.',
    },
  },
  'sample-voter-1': {
    'cat1--N1cat1-0002': {
      exam: 'cat1',
      paperId: '-N1cat1-0002',
      kind: 'wrong-exam',
      value: 'cat2',
      createdAt: at(23, 14),
      status: 'open',
    },
  },
};

/** reporters/<uid>: the daily counter of the reports above. */
export const SAMPLE_REPORTERS = {
  [SAMPLE_STUDENT_UID]: { since: at(23, 8), count: 1, last: 'cat1--N1cat1-0002' },
  'sample-voter-1': { since: at(23, 14), count: 1, last: 'cat1--N1cat1-0002' },
};

/** inbox/<uid>/<id>: what the moderator's past decisions told the sample student. */
export const SAMPLE_INBOX = {
  [SAMPLE_STUDENT_UID]: {
    '-N1inbox-0001': {
      kind: 'report',
      title: 'Your report on CSE2005 Operating Systems (CAT-2, TB1): no change',
      outcome: 'dismissed',
      reason: 'Every page reads fine when zoomed in; the scan is faint but complete.',
      link: '/cat2papers/-N1cat2-0012',
      at: at(15, 10),
      by: SAMPLE_MODERATOR_UID,
    },
    '-N1inbox-0002': {
      kind: 'arrived',
      title: 'ITE2001 Computer Graphics (CAT-1, B1) has arrived',
      link: '/cat1papers/-N1cat1-0001',
      at: at(21, 16),
      by: SAMPLE_MODERATOR_UID,
    },
  },
};

/** inboxRead/<uid>/<id>: the older item was read on another device. */
export const SAMPLE_INBOX_READ = {
  [SAMPLE_STUDENT_UID]: { '-N1inbox-0001': at(15, 18) },
};
