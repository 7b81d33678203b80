import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAM_TIMETABLE_PATH } from '@vithelper/contracts/practice';
import { CONTENT_COLLECTIONS, SAMPLE_ONLY_KEYS, validateContent } from './validate-content';

const paper = {
  name: ['Calculus for Engineers', 'MAT1011', 'B1'],
  file_name: 'MAT1011_CAT1_B1_2019',
};
const slotless = { name: ['Engineering Physics', 'PHY1701'], file_name: 'PHY1701_FAT_2018' };
const material = {
  name: 'Operating Systems - Lecture Videos',
  comments: ['OS_video_guide', 'https://nptel.ac.in/courses/106106144'],
};
const placement = {
  name: 'Test Student',
  companyName: 'Zoho',
  description: 'A long enough description.',
  noOfRounds: 3,
  individualDescription: ['one', 'two', 'three'],
  cgpa: '8.10',
  branch: 'B.Tech CSE',
};

function validSample(): Record<string, unknown> {
  return {
    cat1: { p1: paper },
    cat2: { p2: { ...paper, file_name: 'MAT1011_CAT2_B1_2019' } },
    fat: { p3: slotless },
    materials: { m1: material },
    faqs: { f1: { question: 'Is it free?', answer: 'Yes.' } },
    placements: { r1: placement },
    users: { u1: { coins: 30 } },
  };
}

describe('validateContent', () => {
  it('accepts a valid export and counts every collection', () => {
    const report = validateContent(validSample());
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual({
      cat1: 1,
      cat2: 1,
      fat: 1,
      materials: 1,
      faqs: 1,
      placements: 1,
      users: 1,
    });
  });

  it('lists every invalid record with its path and id, and counts only the valid ones', () => {
    const sample = validSample();
    sample.cat1 = {
      p1: paper,
      bad1: { file_name: 'X_CAT1_2019' },
      bad2: { name: 'MAT1011', file_name: 7 },
    };
    sample.faqs = { f1: { question: 'Only a question' } };
    sample.placements = {
      r1: placement,
      r2: { ...placement, noOfRounds: 'many', companyName: '' },
    };
    const { counts, problems } = validateContent(sample);
    expect(problems.map((p) => `${p.path}/${p.id}`)).toEqual([
      'cat1/bad1',
      'cat1/bad2',
      'faqs/f1',
      'placements/r2',
    ]);
    expect(problems[0]?.message).toMatch(/^name:/);
    expect(problems[1]?.message).toMatch(/name:.*file_name:/);
    expect(problems[2]?.message).toMatch(/answer/);
    expect(problems[3]?.message).toMatch(/companyName.*noOfRounds|noOfRounds.*companyName/);
    expect(counts).toMatchObject({ cat1: 1, faqs: 0, placements: 1 });
  });

  it('reports collections that are not objects, missing or unknown', () => {
    const sample = validSample();
    sample.materials = 'not an object';
    sample.users = 42;
    delete sample.fat;
    sample.blogs = {};
    const { problems } = validateContent(sample);
    expect(problems.map((p) => p.path)).toEqual(['fat', 'materials', 'users', 'blogs']);
    expect(problems.map((p) => p.message)).toEqual([
      'collection is missing',
      'expected an object of children keyed by id, found a string',
      'expected an object of children keyed by user id',
      'unknown collection (it would not be imported)',
    ]);
  });

  it('rejects a top level that is not an object', () => {
    expect(validateContent([]).problems).toHaveLength(1);
    expect(validateContent(null).problems[0]?.message).toMatch(/JSON object/);
  });

  it('checks PDFs, links and database keys', () => {
    const sample = validSample();
    sample.cat2 = { 'bad.key': { ...paper, file_name: 'MAT1011_CAT2_B1_2019.pdf' } };
    sample.materials = { m1: { ...material, comments: ['guide.pdf', 'not a link'] } };
    const pdfNames = new Set(['MAT1011_CAT1_B1_2019.pdf', 'PHY1701_FAT_2018.pdf']);
    const messages = validateContent(sample, { pdfNames }).problems.map(
      (p) => `${p.path}/${p.id}: ${p.message}`,
    );
    expect(messages).toEqual([
      'cat2/bad.key: key is empty or contains . $ # [ ] or /',
      'cat2/bad.key: file_name must not end in .pdf (Storage adds it)',
      'cat2/bad.key: PDF images/MAT1011_CAT2_B1_2019.pdf.pdf not found',
      'materials/m1: comments.1: link must be an http(s) URL',
      'materials/m1: PDF images/guide.pdf not found',
    ]);
  });

  it('refuses a file_name in the form the site gives the papers it publishes', () => {
    const sample = validSample();
    const taken = `-Nsub00000000000asha-${'ab'.repeat(32)}`;
    sample.cat1 = { p1: { ...paper, file_name: taken } };
    expect(validateContent(sample).problems.map((p) => `${p.path}/${p.id}: ${p.message}`)).toEqual([
      'cat1/p1: file_name must not end in -<64 hex digits> (names the site makes itself)',
    ]);
  });

  it('accepts an exam timetable that fits its schema, and reports one that does not', () => {
    const sample = validSample();
    sample.examTimetable = {
      term: 'Winter 2026-27',
      cat1: { A1: '2027-01-25', B1: '2027-01-26' },
      fat: { A1: '2027-05-03' },
    };
    expect(validateContent(sample).problems).toEqual([]);
    sample.examTimetable = {
      term: 'Winter 2026-27',
      cat1: { a1: '2027-01-25', B1: '25 January' },
      exams: 3,
    };
    const problems = validateContent(sample).problems.map((p) => `${p.path}: ${p.message}`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^examTimetable: /);
    expect(problems[0]).toContain('cat1.a1: Invalid key in record');
    expect(problems[0]).toMatch(/cat1\.B1: Invalid string/);
    expect(problems[0]).toContain('(record): Unrecognized key: "exams"');
  });

  it('skips the PDF check when no folder listing is given', () => {
    expect(validateContent(validSample()).problems).toEqual([]);
  });

  it("finds nothing wrong with the repository's own seed, whose sample-only lists it leaves out", () => {
    // `npm run content:import -- --file content/seed.json` refuses a file with any problem.
    const seed = JSON.parse(
      readFileSync(path.join(__dirname, '../../content/seed.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(validateContent(seed).problems).toEqual([]);
    const checked = [...CONTENT_COLLECTIONS, 'users', EXAM_TIMETABLE_PATH] as string[];
    expect(
      Object.keys(seed)
        .filter((key) => !checked.includes(key))
        .sort(),
    ).toEqual([...SAMPLE_ONLY_KEYS].sort());
  });
});
