/**
 * npm run moderator -- timetable against the emulator: the term's exam timetable
 * (examTimetable, docs/practice.md, "The exam timetable") is written whole by the Admin SDK from a
 * file that fits its schema, and a file that does not fit writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { SAMPLE_EXAM_TIMETABLE } from './content/data/sample-timetable';
import { ModeratorCommandError, runModeratorCommand } from './moderator';
import { startModeratorEmulator, type ModeratorEmulator } from './testing/moderator-emulator';

jest.setTimeout(120_000);

describe('npm run moderator: the exam timetable', () => {
  let emulator: ModeratorEmulator;
  let auth: Auth;
  let db: Database;
  let dir: string;

  /** A file in the test's folder holding `text` as it is. */
  const file = (name: string, text: string): string => {
    const where = path.join(dir, name);
    fs.writeFileSync(where, text);
    return where;
  };
  const json = (name: string, value: unknown) => file(name, JSON.stringify(value, null, 2));
  const stored = async () => (await db.ref('examTimetable').get()).val() as unknown;
  const SET = 'Exam timetable "Winter 2026-27" set: CAT-1 14 slots, CAT-2 14 slots, FAT 14 slots.';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-timetable-'));
    emulator = await startModeratorEmulator('moderator-timetable-test');
    ({ auth, db } = emulator);
  });
  afterEach(() => db.ref('examTimetable').remove());
  afterAll(async () => {
    await emulator.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sets the timetable from a file, prints it, and clears it', async () => {
    expect(await runModeratorCommand(auth, ['timetable'], db)).toBe('No exam timetable is set.');
    const sample = json('winter.json', SAMPLE_EXAM_TIMETABLE);
    expect(await runModeratorCommand(auth, ['timetable', sample], db)).toBe(SET);
    expect(await stored()).toEqual(SAMPLE_EXAM_TIMETABLE);
    const printed = await runModeratorCommand(auth, ['timetable'], db);
    expect(JSON.parse(printed)).toEqual(SAMPLE_EXAM_TIMETABLE);

    // A new file replaces the whole timetable: no slot or exam of the old one is left.
    const next = { term: 'Fall 2027-28', cat1: { A1: '2027-08-23' } };
    expect(await runModeratorCommand(auth, ['timetable', json('fall.json', next)], db)).toBe(
      'Exam timetable "Fall 2027-28" set: CAT-1 1 slot, CAT-2 0 slots, FAT 0 slots.',
    );
    expect(await stored()).toEqual(next);

    expect(await runModeratorCommand(auth, ['timetable'], db, { clear: true })).toBe(
      'Exam timetable "Fall 2027-28" cleared.',
    );
    expect(await stored()).toBeNull();
    expect(await runModeratorCommand(auth, ['timetable'], db, { clear: true })).toBe(
      'No exam timetable is set.',
    );
  });

  it.each<[string, () => string, RegExp]>([
    [
      'a slot that is not a timetable slot',
      () => json('slot.json', { term: 'Winter 2026-27', cat1: { a1: '2027-01-25' } }),
      /is not an exam timetable: cat1\.a1: Invalid key in record\. Nothing was written\.$/,
    ],
    [
      'a day that is not YYYY-MM-DD',
      () => json('day.json', { term: 'Winter 2026-27', fat: { A1: '3 May 2027' } }),
      /is not an exam timetable: fat\.A1: Invalid string: must match pattern .*\. Nothing was written\.$/,
    ],
    [
      'a field the schema does not name',
      () => json('extra.json', { ...SAMPLE_EXAM_TIMETABLE, lab: { L31: '2027-05-15' } }),
      /is not an exam timetable: Unrecognized key: "lab"\. Nothing was written\.$/,
    ],
    [
      'no term',
      () => json('term.json', { cat1: { A1: '2027-01-25' } }),
      /is not an exam timetable: term: Invalid input: expected string, received undefined\./,
    ],
    [
      'text that is not JSON',
      () => file('broken.json', '{ "term": "Winter 2026-27", '),
      /broken\.json is not JSON: .+\. Nothing was written\.$/,
    ],
    [
      'no such file',
      () => path.join(dir, 'missing.json'),
      /^Cannot read .*missing\.json: there is no such file\. Nothing was written\.$/,
    ],
  ])('refuses a file with %s, on one line, and writes nothing', async (_, make, message) => {
    const before = json('before.json', SAMPLE_EXAM_TIMETABLE);
    await runModeratorCommand(auth, ['timetable', before], db);
    const refused = runModeratorCommand(auth, ['timetable', make()], db);
    await expect(refused).rejects.toThrow(ModeratorCommandError);
    await expect(refused).rejects.toThrow(message);
    await expect(refused).rejects.not.toThrow(/\n/);
    expect(await stored()).toEqual(SAMPLE_EXAM_TIMETABLE);
  });

  it('refuses a file with --clear, two files and --clear on another command', async () => {
    const sample = json('winter.json', SAMPLE_EXAM_TIMETABLE);
    await expect(
      runModeratorCommand(auth, ['timetable', sample], db, { clear: true }),
    ).rejects.toThrow(/^Usage: npm run moderator/);
    await expect(runModeratorCommand(auth, ['timetable', sample, sample], db)).rejects.toThrow(
      /^Usage/,
    );
    await expect(runModeratorCommand(auth, ['list'], db, { clear: true })).rejects.toThrow(
      /^Usage/,
    );
    expect(await stored()).toBeNull();
  });

  it('runs from the command line against the emulator', async () => {
    const { cli } = emulator;
    const set = await cli('timetable', json('winter.json', SAMPLE_EXAM_TIMETABLE));
    expect(set.stdout).toBe(`${SET}\n`);
    expect(set.code).toBe(0);
    const printed = await cli('timetable');
    expect(JSON.parse(printed.stdout)).toEqual(SAMPLE_EXAM_TIMETABLE);
    const refused = await cli('timetable', file('broken.json', 'term: Winter'));
    expect(refused.stderr).toMatch(/broken\.json is not JSON: .+\. Nothing was written\.\n$/);
    expect(refused.code).toBe(1);
    expect(await stored()).toEqual(SAMPLE_EXAM_TIMETABLE);
    const cleared = await cli('timetable', '--clear');
    expect(cleared.stdout).toBe('Exam timetable "Winter 2026-27" cleared.\n');
    expect(await stored()).toBeNull();
  });
});
