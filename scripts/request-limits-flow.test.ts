/**
 * Requests as the pages make them (packages/feedback/src/feedback-sdk.ts) against the emulator with
 * the repo's rules: a verified student's day of new requests ends with the hours to wait, an
 * unverified one is told why nothing was saved, and Most wanted reads the open requests only.
 */
import { createUserWithEmailAndPassword, signInAnonymously } from 'firebase/auth';
import { FEEDBACK_LIMITS, type RequestEntry } from '@vithelper/contracts/feedback';
import { requestPaper, voteRequest, watchMostWanted } from '@vithelper/feedback';
import type { RunningEmulator } from '../emulator/src/index';
import { createClient, type TestClient } from '../emulator/src/testing/firebase-client';
import { verifyEmail } from '../emulator/src/testing/verify-email';
import { createTestEnv, type TestEnv } from '../emulator/src/testing/test-emulator';

jest.setTimeout(120_000);

const uidOf = (client: TestClient) => client.auth.currentUser!.uid;
const ask = (client: TestClient, n: number) =>
  requestPaper(client.db, uidOf(client), { exam: 'fat', courseCode: `MAT${3000 + n}` });

describe('requests: the day’s limit, verified accounts and the open list', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let asha: TestClient;
  let ravi: TestClient;
  let guest: TestClient;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    await emulator.authReady();
    asha = createClient(emulator, 'request-limits-asha');
    ravi = createClient(emulator, 'request-limits-ravi');
    guest = createClient(emulator, 'request-limits-guest');
    await createUserWithEmailAndPassword(asha.auth, 'asha@example.com', 'secret-123');
    await createUserWithEmailAndPassword(ravi.auth, 'ravi@example.com', 'secret-123');
    await signInAnonymously(guest.auth);
    await verifyEmail(asha, emulator);
  });
  afterAll(async () => {
    await Promise.all([asha, ravi, guest].map((client) => client.close()));
    await env.cleanup();
  });

  it('lets a verified student ask for the day’s new papers, then says how long to wait', async () => {
    const max = FEEDBACK_LIMITS.maxRequestsPerDay;
    for (let n = 1; n <= max; n += 1) {
      await expect(ask(asha, n)).resolves.toMatchObject({ created: true });
    }
    await expect(ask(asha, max + 1)).rejects.toMatchObject({
      reason: 'too-many-requests',
      message: `You have asked for ${max} new papers today, the most for one day. You can still vote for papers others asked for; try again in 24 h.`,
    });
    // Asking again for one of today's is not new: it is the vote already counted.
    await expect(ask(asha, 1)).resolves.toMatchObject({ created: false, alreadyVoted: true });
  });

  it('tells a student whose email is not verified that nothing was saved', async () => {
    await expect(ask(ravi, 90)).rejects.toMatchObject({
      reason: 'refused',
      message:
        'The request was not accepted: sign in with Google or a verified email, then try again.',
    });
    await expect(voteRequest(ravi.db, uidOf(ravi), 'fat~MAT3001~any')).rejects.toMatchObject({
      reason: 'refused',
      message:
        'Your vote was not accepted: sign in with Google or a verified email, then try again.',
    });
  });

  it('lists the open requests for a guest from the limited indexed read', async () => {
    const seen: RequestEntry[][] = [];
    const failures: Error[] = [];
    const stop = watchMostWanted(
      guest.db,
      (requests) => seen.push(requests),
      (error) => failures.push(error),
    );
    while (seen.length === 0 && failures.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    expect(failures).toEqual([]);
    expect(seen[0]!.map((request) => request.courseCode)).toEqual([
      'MAT3001',
      'MAT3002',
      'MAT3003',
      'MAT3004',
      'MAT3005',
    ]);
  });
});
