/**
 * Sample answers for local development (docs/answers.md), written into content/seed.json by
 * content:seed: answers with math, code and a table on sample questions of CSE2005 and MAT2001,
 * votes, one verified answer with its author's 50-coin credit, and the sample expert
 * (content/auth-users.json, expert@vithelper.test, an expert of both courses). The question ids
 * are those the banks give the sample papers' questions (packages/questions/src/ids.ts: a hash of
 * the paper and the question's number, the same on every build). Other authors and voters are
 * made-up uids without accounts.
 */
import { answerCreditKey, type AnswerKey, type OfficialAnswer } from '@vithelper/contracts/answers';
import type { SimpleDocument } from '../pdf-layout';
import { SAMPLE_STUDENT_UID } from './sample-submissions';

const SAMPLE_EXPERT_UID = 'sample-expert';
const at = (day: number, hour: number) => Date.UTC(2026, 10, day, hour, 0);

/** CSE2005 4(a): "Discuss Dijkstra's banker's algorithm for deadlock avoidance." */
const BANKER = 'q_217sjliy2etwt';
/** MAT2001 2: "Find the correlation coefficient of the data given." */
const CORRELATION = 'q_0dytclym2gyit';
/** MAT2001 5(a): "Test the hypothesis that the two population means are equal…" */
const MEANS = 'q_2n2qzxmq7ol3l';

const BANKER_ANSWER = '-Nsample-answer-0001';
const BANKER_AUTHOR = 'sample-voter-2';

const answer = (author: string, course: string, body: string, createdAt: number) => ({
  author,
  course,
  body,
  createdAt,
});

export const SAMPLE_ANSWERS = {
  [BANKER]: {
    [BANKER_ANSWER]: answer(
      BANKER_AUTHOR,
      'CSE2005',
      [
        'The banker’s algorithm grants a request only if the system stays in a **safe state**.',
        '',
        'For each process, $Need_i = Max_i - Allocation_i$. Then:',
        '',
        '```text',
        'Work = Available; Finish[i] = false for all i',
        'while some i has Finish[i] == false and Need[i] <= Work:',
        '    Work = Work + Allocation[i]; Finish[i] = true',
        'safe if Finish[i] is true for every i',
        '```',
        '',
        'It costs $O(m \\cdot n^2)$ for $n$ processes and $m$ resource types.',
      ].join('\n'),
      at(20, 9),
    ),
    '-Nsample-answer-0002': answer(
      'sample-voter-3',
      'CSE2005',
      'Check each request against *Need* and *Available*, pretend to grant it, and run the safety algorithm; roll back if the state is unsafe.',
      at(21, 14),
    ),
  },
  [CORRELATION]: {
    '-Nsample-answer-0003': answer(
      SAMPLE_STUDENT_UID,
      'MAT2001',
      [
        'Karl Pearson’s coefficient:',
        '',
        '$$',
        'r = \\frac{\\sum (x_i - \\bar{x})(y_i - \\bar{y})}{\\sqrt{\\sum (x_i - \\bar{x})^2 \\sum (y_i - \\bar{y})^2}}',
        '$$',
        '',
        '| $x$ | $y$ | $x - \\bar{x}$ | $y - \\bar{y}$ |',
        '| --- | --- | --- | --- |',
        '| 1 | 2 | -2 | -3 |',
        '| 3 | 5 | 0 | 0 |',
        '| 5 | 8 | 2 | 3 |',
        '',
        'Here $r = 1$: a perfect positive correlation.',
      ].join('\n'),
      at(19, 18),
    ),
  },
  [MEANS]: {
    '-Nsample-answer-0004': answer(
      'sample-voter-1',
      'MAT2001',
      'Use $z = \\dfrac{\\bar{x}_1 - \\bar{x}_2}{\\sqrt{\\sigma_1^2/n_1 + \\sigma_2^2/n_2}}$ and compare $|z|$ with the table value at the level given.',
      at(22, 11),
    ),
  },
};

export const SAMPLE_ANSWER_VOTES = {
  [BANKER]: {
    [BANKER_ANSWER]: { 'sample-voter-1': 1, [SAMPLE_STUDENT_UID]: 1 },
    '-Nsample-answer-0002': { 'sample-voter-1': -1 },
  },
  [CORRELATION]: { '-Nsample-answer-0003': { 'sample-voter-1': 1, 'sample-voter-4': 1 } },
};

export const SAMPLE_VERIFIED_ANSWERS = { [BANKER]: BANKER_ANSWER };

export const SAMPLE_EXPERTS = {
  CSE2005: { [SAMPLE_EXPERT_UID]: true },
  MAT2001: { [SAMPLE_EXPERT_UID]: true },
};

/** The verified answer's credit, as the verification wrote it. */
export const SAMPLE_ANSWER_CREDITS = {
  [BANKER_AUTHOR]: {
    [answerCreditKey(BANKER, BANKER_ANSWER)]: {
      coins: 50,
      at: at(23, 10),
      by: SAMPLE_EXPERT_UID,
      question: BANKER,
      answer: BANKER_ANSWER,
    },
  },
};

/** The paper of BANKER (CSE2005 CAT-1 2018), whose answer key the sample content has. */
export const SAMPLE_KEY_PAPER = { exam: 'cat1', id: '-N1cat1-0114' } as const;

/**
 * The sample answer key's model answers, one numbered line each, drawn as a one-page PDF at
 * answerKeys/cat1/-N1cat1-0114.pdf by content:pdfs (scripts/content/generate-pdfs.ts).
 */
const SAMPLE_KEY_LINES = [
  'Q1: Paging cuts memory into equal frames and needs no compaction; segmentation cuts it into variable logical segments and suffers external fragmentation.',
  'Q2: Mutual exclusion, hold and wait, no preemption and circular wait must all hold at once.',
  'Q3: A process has its own address space; the threads of one process share it and switch more cheaply.',
  "Q4(a): The banker's algorithm grants a request only if the system stays in a safe state. With Need = Max - Allocation, a state is safe when some order lets every process finish: Work starts as Available, and each process whose Need fits in Work finishes and returns its Allocation to Work.",
  'Q4(b): Need = Max - Allocation, row by row; the order P1, P3, P4, P0, P2 finishes every process, so the state is safe.',
  'Q5(a): Run the safety algorithm on the state given: the order P1, P3, P0, P2, P4 exists, so the system is safe.',
  'Q5(b): Yes: (1, 0, 2) is within Need(P1) and Available, and the state after granting it is still safe.',
];

/** The sample answer key as content:pdfs draws it (scripts/content/pdf-layout.ts). */
export const SAMPLE_KEY_DOCUMENT: SimpleDocument = {
  header: 'VITHelper sample answer key',
  title: 'Operating Systems (CSE2005), CAT-1 2018: answer key',
  facts: ['Model answers, question by question', 'Sample content: not an official key'],
  sectionTitle: 'Answers',
  lines: SAMPLE_KEY_LINES,
  footer: 'Sample content generated for VITHelper development.',
};

const SAMPLE_MODERATOR_UID = 'sample-moderator';

export const SAMPLE_ANSWER_KEYS: Record<string, Record<string, AnswerKey>> = {
  [SAMPLE_KEY_PAPER.exam]: {
    [SAMPLE_KEY_PAPER.id]: { pages: 1, at: at(24, 9), by: SAMPLE_MODERATOR_UID },
  },
};

/**
 * BANKER's official answer: the region of the key's page 1 that holds line 4, "Q4(a)"
 * (scripts/content/sample-answers.test.ts reads the drawn key to check it).
 */
export const SAMPLE_OFFICIAL_ANSWERS: Record<string, OfficialAnswer> = {
  [BANKER]: {
    exam: SAMPLE_KEY_PAPER.exam,
    paper: SAMPLE_KEY_PAPER.id,
    page: 1,
    top: 0.322,
    bottom: 0.383,
    at: at(24, 10),
    by: SAMPLE_MODERATOR_UID,
  },
};
