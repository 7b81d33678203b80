/**
 * Sample answers for local development (docs/answers.md), written into content/seed.json by
 * content:seed: answers with math, code and a table on sample questions of CSE2005 and MAT2001,
 * votes, one verified answer with its author's 50-coin credit, and the sample expert
 * (content/auth-users.json, expert@vithelper.test, an expert of both courses). The question ids
 * are those the banks give the sample papers' questions (packages/questions/src/ids.ts: a hash of
 * the paper and the question's number, the same on every build). Other authors and voters are
 * made-up uids without accounts.
 */
import { answerCreditKey } from '@vithelper/contracts/answers';
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
