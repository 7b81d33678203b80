import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ANSWER_ID,
  answerCreditKey,
  answerCreditSchema,
  answerKeySchema,
  answerSchema,
  officialAnswerSchema,
  voteSchema,
} from '@vithelper/contracts/answers';
import { QUESTION_ID } from '@vithelper/contracts/questions';
import { renderDocument, type DrawnLine } from './pdf-layout';
import { SAMPLE_KEY_DOCUMENT } from './data/sample-answers';

/**
 * The seed's sample answers (scripts/content/data/sample-answers.ts) are records the app reads:
 * each answer parses, each vote is 1 or -1 and not its author's own, the verified answer exists
 * and its author holds its 50-coin credit, and the sample expert has an account.
 */
const root = path.join(__dirname, '../..');
const seed = JSON.parse(readFileSync(path.join(root, 'content/seed.json'), 'utf8')) as Record<
  string,
  Record<string, Record<string, unknown>>
>;
const users = JSON.parse(readFileSync(path.join(root, 'content/auth-users.json'), 'utf8')) as {
  users: Array<{ localId: string; email: string }>;
};

describe('the sample answers of content/seed.json', () => {
  const answers = seed.answers ?? {};

  it('are answers the app reads, under question and push ids', () => {
    expect(Object.keys(answers).length).toBeGreaterThan(0);
    for (const [question, byId] of Object.entries(answers)) {
      expect(question).toMatch(QUESTION_ID);
      for (const [id, record] of Object.entries(byId)) {
        expect(id).toMatch(ANSWER_ID);
        expect(answerSchema.safeParse(record).success).toBe(true);
      }
    }
    expect(JSON.stringify(answers)).toContain('\\\\frac');
  });

  it('have votes of 1 or -1 on existing answers, none by the author', () => {
    for (const [question, byAnswer] of Object.entries(seed.answerVotes ?? {})) {
      for (const [id, votes] of Object.entries(
        byAnswer as Record<string, Record<string, unknown>>,
      )) {
        const author = (answers[question]?.[id] as { author: string }).author;
        for (const [voter, vote] of Object.entries(votes)) {
          expect(voteSchema.safeParse(vote).success).toBe(true);
          expect(voter).not.toBe(author);
        }
      }
    }
  });

  it('have one verified answer whose author holds its credit, verified by the sample expert', () => {
    const verified = Object.entries(seed.verifiedAnswers ?? {});
    expect(verified).toHaveLength(1);
    const [question, id] = verified[0] as unknown as [string, string];
    const { author, course } = answers[question]?.[id] as { author: string; course: string };
    const credit = seed.credits?.[author]?.[answerCreditKey(question, id)];
    expect(answerCreditSchema.parse(credit)).toMatchObject({ question, answer: id });
    const expert = users.users.find((user) => user.email === 'expert@vithelper.test');
    expect(expert).toBeDefined();
    expect(seed.experts?.[course]?.[expert!.localId]).toBe(true);
    expect((credit as { by: string }).by).toBe(expert!.localId);
  });

  it('have an official answer from a paper’s answer key: the region of the key that holds its line', async () => {
    const officials = Object.entries(seed.officialAnswers ?? {});
    expect(officials).toHaveLength(1);
    const [question, record] = officials[0]!;
    const official = officialAnswerSchema.parse(record);
    const key = answerKeySchema.parse(seed.answerKeys?.[official.exam]?.[official.paper]);
    expect(official.page).toBeLessThanOrEqual(key.pages);
    expect(seed[official.exam]?.[official.paper]).toBeDefined();
    expect(answers[question]).toBeDefined();

    // The key as content:pdfs draws it: the lines whose baselines fall in the region are Q4(a)'s.
    const lines: DrawnLine[] = [];
    await renderDocument(SAMPLE_KEY_DOCUMENT, (line) => lines.push(line));
    expect(Math.max(...lines.map((line) => line.page))).toBe(key.pages);
    const inRegion = lines
      .filter((line) => line.page === official.page)
      .filter((line) => line.baseline >= official.top && line.baseline <= official.bottom)
      .map((line) => line.text);
    expect(inRegion[0]).toMatch(/^4\. Q4\(a\): The banker's algorithm/);
    expect(inRegion.join(' ')).not.toMatch(/Q3:|Q4\(b\)/);
    expect(inRegion).toHaveLength(3);
  });
});
