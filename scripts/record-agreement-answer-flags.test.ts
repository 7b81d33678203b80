/**
 * database.rules.json and @vithelper/contracts/answers accept the same flags, decisions and
 * comments on answers, as ./record-agreement-answers.test.ts proves for the answers themselves:
 * one corpus through the emulator's evaluation of the rules file and through the zod schemas.
 */
import path from 'node:path';
import {
  answerCommentSchema,
  answerDecisionSchema,
  answerFlagSchema,
  commenterSchema,
} from '@vithelper/contracts/answers';
import type { DbNode } from '../emulator/src/database/tree';
import { REPO_ROOT } from '../emulator/src/index';
import { DatabaseRules, type AuthContext } from '../emulator/src/rules/database-rules';

const NOW = 1_700_000_000_000;
const Q = 'q_0a1b2c3d4e5f6';
const A = 'a'.repeat(20);
const C = 'c'.repeat(20);
const ravi: AuthContext = {
  uid: 'ravi',
  provider: 'google.com',
  token: { firebase: { sign_in_provider: 'google.com' } },
};
const moderator: AuthContext = { ...ravi, uid: 'mod', token: { ...ravi.token, moderator: true } };

let rules: DatabaseRules;
beforeAll(async () => {
  rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
});

const oldRoot = {
  answers: { [Q]: { [A]: { author: 'asha', course: 'CSE2005', body: 'x', createdAt: 1 } } },
};

/** Whether the rules let `auth` write `value` at `pathTo`, with the `also` writes in the same update. */
function accepted(
  pathTo: string[],
  value: unknown,
  auth: AuthContext,
  also: Array<[string[], unknown]> = [],
): boolean {
  const newRoot = structuredClone(oldRoot) as Record<string, unknown>;
  for (const [where, what] of [[pathTo, value] as [string[], unknown], ...also]) {
    let node = newRoot;
    for (const key of where.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[where.at(-1)!] = what;
  }
  return rules.canWrite({
    oldRoot: oldRoot as unknown as DbNode,
    newRoot: newRoot as unknown as DbNode,
    paths: [pathTo, ...also.map(([where]) => where)],
    auth,
    now: NOW,
  });
}

const bodies = [
  'Why?',
  'Use $x^2$.\n\nThen **sum**.',
  '',
  ' padded',
  'A\u202eB',
  'A\tB',
  'x'.repeat(2_000),
  'x'.repeat(2_001),
];

describe('flags, decisions and comments: the rules and the schemas agree', () => {
  it.each(['wrong', 'copied', 'abusive', 'machine', 'boring', '', 5])(
    'a flag of reason %p',
    (reason) => {
      const flag = { reason, at: NOW };
      expect(accepted(['answerFlags', Q, A, 'ravi'], flag, ravi)).toBe(
        answerFlagSchema.safeParse(flag).success,
      );
    },
  );

  it.each([
    { outcome: 'hidden', reason: 'Copied.', by: 'mod', at: NOW },
    { outcome: 'cleared', by: 'mod', at: NOW },
    { outcome: 'hidden', by: 'mod', at: NOW },
    { outcome: 'hidden', reason: 'x'.repeat(500), by: 'mod', at: NOW },
    { outcome: 'hidden', reason: 'x'.repeat(501), by: 'mod', at: NOW },
    { outcome: 'hidden', reason: '', by: 'mod', at: NOW },
    { outcome: 'deleted', by: 'mod', at: NOW },
    { outcome: 'cleared', by: 'mod', at: NOW, extra: 1 },
  ])('a decision %#', (decision) => {
    expect(accepted(['answerDecisions', Q, A], decision, moderator)).toBe(
      answerDecisionSchema.safeParse(decision).success,
    );
  });

  it.each(bodies)('a comment with body %#', (body) => {
    const comment = { author: 'ravi', body, createdAt: NOW };
    // With the daily counter moved in the same write, as the app sends a new comment.
    const counter = { since: NOW, count: 1, question: Q, answer: A, comment: C };
    expect(
      accepted(['answerComments', Q, A, C], comment, ravi, [[['commenters', 'ravi'], counter]]),
    ).toBe(answerCommentSchema.safeParse(comment).success);
    expect(commenterSchema.safeParse(counter).success).toBe(true);
  });
});
