/**
 * npm run moderator -- add-expert / remove-expert / list against the emulator: the expert
 * record the rules read (experts/<course code>/<uid>, docs/answers.md) is written by the Admin SDK.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { ModeratorCommandError, runModeratorCommand } from './moderator';
import { startModeratorEmulator, type ModeratorEmulator } from './testing/moderator-emulator';

jest.setTimeout(120_000);

describe('npm run moderator: experts', () => {
  let emulator: ModeratorEmulator;
  let auth: Auth;
  let db: Database;
  let uid: string;

  const signUp = async (email: string): Promise<string> => {
    const res = await fetch(
      `http://${emulator.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
      },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { localId: string }).localId;
  };
  const stored = async () => (await db.ref('experts').get()).val() as unknown;

  beforeAll(async () => {
    emulator = await startModeratorEmulator('moderator-experts-test');
    ({ auth, db } = emulator);
    uid = await signUp('expert@example.com');
  });
  afterAll(() => emulator.stop());

  it('makes an expert of a course, lists them with the moderators, and unmakes them', async () => {
    expect(await runModeratorCommand(auth, ['list'], db)).toBe('No moderators.\nNo experts.');
    expect(
      await runModeratorCommand(auth, ['add-expert', 'expert@example.com', 'cse2005'], db),
    ).toBe(
      `expert@example.com (${uid}) is an expert of CSE2005: they may verify answers to its questions.`,
    );
    expect(await stored()).toEqual({ CSE2005: { [uid]: true } });
    expect(await runModeratorCommand(auth, ['list'], db)).toBe(
      `No moderators.\nExperts:\nCSE2005  expert@example.com  ${uid}`,
    );
    expect(
      await runModeratorCommand(auth, ['remove-expert', 'expert@example.com', 'CSE2005'], db),
    ).toMatch(/is no longer an expert of CSE2005/);
    expect(await stored()).toBeNull();
  });

  it('explains a wrong course code, an unknown email and a malformed command, storing nothing', async () => {
    await expect(
      runModeratorCommand(auth, ['add-expert', 'expert@example.com', 'Maths'], db),
    ).rejects.toThrow('Maths is not a course code (like CSE2005).');
    await expect(
      runModeratorCommand(auth, ['add-expert', 'nobody@example.com', 'CSE2005'], db),
    ).rejects.toThrow(/No account has the email nobody@example\.com/);
    await expect(
      runModeratorCommand(auth, ['add-expert', 'expert@example.com'], db),
    ).rejects.toThrow(ModeratorCommandError);
    await expect(
      runModeratorCommand(auth, ['add-expert', 'not-an-email', 'CSE2005'], db),
    ).rejects.toThrow(/Usage/);
    expect(await stored()).toBeNull();
  });

  it('runs from the command line against the emulator', async () => {
    const { cli } = emulator;
    const added = await cli('add-expert', 'expert@example.com', 'MAT1011');
    expect(added.stdout).toMatch(/is an expert of MAT1011/);
    expect(added.code).toBe(0);
    expect(await stored()).toEqual({ MAT1011: { [uid]: true } });
    const listed = await cli('list');
    expect(listed.stdout).toContain(`MAT1011  expert@example.com  ${uid}`);
    await cli('remove-expert', 'expert@example.com', 'MAT1011');
    expect(await stored()).toBeNull();
  });
});
