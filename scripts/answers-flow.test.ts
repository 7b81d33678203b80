/**
 * Answers to past questions end to end on the emulator, through the courses remote's own data
 * code (remotes/courses/src/features/answers/data/answers-sdk.ts) and the shell's coin count: a
 * student posts an answer (with the daily counter), another votes, an expert of the course
 * verifies and the author's coins show the 50; undone, they go; the 21st answer of a day is
 * refused with words, before any write.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { get, ref } from 'firebase/database';
import { coins$, watchCoinsOn } from '@vithelper/shell/coins-sdk';
import {
  deleteAnswer,
  editAnswer,
  postAnswer,
  setVerified,
  voteAnswer,
  watchAnswers,
  watchExperts,
} from '@vithelper/courses/answers-sdk';
import type { RunningEmulator } from '../emulator/src/index';
import { createClient, type TestClient } from '../emulator/src/testing/firebase-client';
import { verifyEmail } from '../emulator/src/testing/verify-email';
import { createTestEnv, type TestEnv } from '../emulator/src/testing/test-emulator';

jest.setTimeout(120_000);

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const Q = 'q_08s6pzog2hqq5';

/** What watchAnswers last gave: the question's answers, votes and verified answer. */
type Stored = { answers: unknown; votes: unknown; verified: unknown };
const answersIn = (stored: Stored | null) =>
  (stored?.answers ?? {}) as Record<string, { body: string; editedAt?: number }>;
const scoreOf = (stored: Stored | null, id: string) =>
  Object.values(((stored?.votes ?? {}) as Record<string, Record<string, number>>)[id] ?? {}).reduce(
    (sum, vote) => sum + vote,
    0,
  );
const COURSE = 'CSE2005';

describe('answers, votes and verification through the app’s data code', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let admin: App;
  let author: TestClient;
  let voter: TestClient;
  let expert: TestClient;
  const previous = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    database: process.env.FIREBASE_DATABASE_EMULATOR_HOST,
  };
  const uidOf = (client: TestClient) => client.auth.currentUser!.uid;

  const student = async (name: string) => {
    const client = createClient(emulator, name);
    await createUserWithEmailAndPassword(client.auth, `${name}@example.com`, 'secret-123');
    await verifyEmail(client, emulator);
    return client;
  };

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    await emulator.authReady();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulator.ports.auth}`;
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${emulator.ports.database}`;
    admin = initializeApp(
      {
        projectId: 'demo-vithelper',
        databaseURL: `http://127.0.0.1:${emulator.ports.database}?ns=demo-vithelper`,
      },
      'answers-flow-admin',
    );
    author = await student('answers-author');
    voter = await student('answers-voter');
    expert = await student('answers-expert');
    await getDatabase(admin)
      .ref(`experts/${COURSE}/${uidOf(expert)}`)
      .set(true);
  });
  afterAll(async () => {
    for (const client of [author, voter, expert]) await client.close();
    await deleteApp(admin);
    for (const [name, value] of [
      ['FIREBASE_AUTH_EMULATOR_HOST', previous.auth],
      ['FIREBASE_DATABASE_EMULATOR_HOST', previous.database],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await env.cleanup();
  });

  it('posts, votes, verifies with 50 coins, undoes, edits and deletes', async () => {
    let stored: Stored | null = null;
    const stopAnswers = watchAnswers(
      voter.db,
      Q,
      (value) => (stored = value),
      () => undefined,
    );
    let experts: string[] = [];
    const stopExperts = watchExperts(voter.db, COURSE, (uids) => (experts = uids));
    const coins: (number | null)[] = [];
    const subscription = coins$.subscribe((value) => coins.push(value));
    const stopCoins = watchCoinsOn(author.db, uidOf(author));
    await until(() => coins.at(-1) === 0);
    await until(() => experts.length === 1);
    expect(experts).toEqual([uidOf(expert)]);

    const id = await postAnswer(author.db, uidOf(author), Q, COURSE, 'It is $x^2$.');
    await until(() => Object.keys(answersIn(stored)).length === 1);
    await voteAnswer(voter.db, Q, id, uidOf(voter), 1);
    await voteAnswer(expert.db, Q, id, uidOf(expert), 1);
    await until(() => scoreOf(stored, id) === 2);
    expect(stored!.verified).toBeNull();
    // One's own answer takes no vote.
    await expect(voteAnswer(author.db, Q, id, uidOf(author), 1)).rejects.toThrow(/permission/i);

    const entry = { id, author: uidOf(author) };
    await setVerified(expert.db, Q, uidOf(expert), entry, null);
    await until(() => coins.at(-1) === 50);
    await until(() => stored!.verified === id);
    // Locked while verified.
    await expect(editAnswer(author.db, Q, id, 'Changed.')).rejects.toThrow(/permission/i);
    await expect(deleteAnswer(author.db, Q, id)).rejects.toThrow(/permission/i);
    // Nor may the voter verify or undo.
    await expect(setVerified(voter.db, Q, uidOf(voter), null, entry)).rejects.toThrow(
      /permission/i,
    );

    await setVerified(expert.db, Q, uidOf(expert), null, entry);
    await until(() => coins.at(-1) === 0);
    await editAnswer(author.db, Q, id, 'It is $x^3$.');
    await until(() => answersIn(stored)[id]?.body === 'It is $x^3$.');
    expect(answersIn(stored)[id]?.editedAt).toEqual(expect.any(Number));
    await deleteAnswer(author.db, Q, id);
    await until(() => Object.keys(answersIn(stored)).length === 0);
    expect((await get(ref(author.db, `answerVotes/${Q}/${id}`))).exists()).toBe(false);

    stopAnswers();
    stopExperts();
    stopCoins();
    subscription.unsubscribe();
  });

  it('refuses the 21st answer of a day with words, and writes nothing', async () => {
    const uid = uidOf(voter);
    for (let n = 1; n <= 20; n += 1) await postAnswer(voter.db, uid, Q, COURSE, `Answer ${n}.`);
    await expect(postAnswer(voter.db, uid, Q, COURSE, 'One more.')).rejects.toThrow(
      'You have written 20 answers today, the most for a day. Your draft is kept: post it tomorrow.',
    );
    const mine = Object.values(
      ((await get(ref(voter.db, `answers/${Q}`))).val() ?? {}) as Record<
        string,
        { author: string }
      >,
    ).filter((answer) => answer.author === uid);
    expect(mine).toHaveLength(20);
  });
});
