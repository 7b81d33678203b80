import {
  mostWanted,
  parseRequests,
  requestInputSchema,
  requestKey,
} from '@vithelper/contracts/feedback';
import { matchRequests } from './feedback-moderation-sdk';

/** Requests as stored, keyed like requests/<key>, with their votes. */
const stored = parseRequests({
  'cat1~CSE2005~any': {
    exam: 'cat1',
    courseCode: 'CSE2005',
    by: 'a',
    createdAt: 1,
    status: 'open',
    votes: { a: true, b: true },
  },
  'cat1~CSE2005~A2': {
    exam: 'cat1',
    courseCode: 'CSE2005',
    slot: 'A2',
    by: 'c',
    createdAt: 2,
    status: 'open',
    votes: { c: true },
  },
  'cat1~CSE2005~B1': {
    exam: 'cat1',
    courseCode: 'CSE2005',
    slot: 'B1',
    by: 'd',
    createdAt: 3,
    status: 'open',
    votes: { d: true, e: true, f: true },
  },
  'cat2~CSE2005~any': {
    exam: 'cat2',
    courseCode: 'CSE2005',
    by: 'g',
    createdAt: 4,
    status: 'open',
    votes: { g: true },
  },
  'cat1~MAT3004~any': {
    exam: 'cat1',
    courseCode: 'MAT3004',
    by: 'h',
    createdAt: 5,
    status: 'closed',
    paperId: 'p9',
    votes: { h: true },
  },
  broken: { exam: 'quiz' },
});
const keys = (requests: { key: string }[]) => requests.map((request) => request.key);

describe('matchRequests: the open requests a published paper answers', () => {
  it('matches the same exam and code, any-slot requests and the same slot', () => {
    expect(
      keys(matchRequests({ exam: 'cat1', courseCode: 'CSE2005', slot: 'A2' }, stored)),
    ).toEqual(['cat1~CSE2005~any', 'cat1~CSE2005~A2']);
  });

  it('ignores case and spacing in the paper’s code and slot', () => {
    expect(
      keys(matchRequests({ exam: 'cat1', courseCode: ' cse 2005', slot: 'b 1' }, stored)),
    ).toEqual(['cat1~CSE2005~any', 'cat1~CSE2005~B1']);
  });

  it('answers a one-slot request with a combined slot that contains it', () => {
    expect(
      keys(matchRequests({ exam: 'cat1', courseCode: 'CSE2005', slot: 'A2+TA2' }, stored)),
    ).toEqual(['cat1~CSE2005~any', 'cat1~CSE2005~A2']);
  });

  it('answers only any-slot requests with a paper that names no slot', () => {
    expect(keys(matchRequests({ exam: 'cat1', courseCode: 'CSE2005' }, stored))).toEqual([
      'cat1~CSE2005~any',
    ]);
  });

  it('never matches another exam, another code or a closed request', () => {
    expect(keys(matchRequests({ exam: 'fat', courseCode: 'CSE2005', slot: 'A2' }, stored))).toEqual(
      [],
    );
    expect(
      keys(matchRequests({ exam: 'cat1', courseCode: 'CSE2006', slot: 'A2' }, stored)),
    ).toEqual([]);
    expect(keys(matchRequests({ exam: 'cat1', courseCode: 'MAT3004' }, stored))).toEqual([]);
    expect(
      keys(matchRequests({ exam: 'cat2', courseCode: 'CSE2005', slot: 'Z9' }, stored)),
    ).toEqual(['cat2~CSE2005~any']);
  });
});

describe('requests as students write them and as "Most wanted" lists them', () => {
  it('normalizes the code and slot into one key, so spellings of the same request meet', () => {
    const spellings = [
      { exam: 'cat1', courseCode: 'cse2005', slot: 'a2' },
      { exam: 'cat1', courseCode: ' CSE 2005 ', slot: 'A 2' },
    ].map((input) => requestKey(requestInputSchema.parse(input)));
    expect(spellings).toEqual(['cat1~CSE2005~A2', 'cat1~CSE2005~A2']);
    expect(requestKey(requestInputSchema.parse({ exam: 'fat', courseCode: 'mat3004' }))).toBe(
      'fat~MAT3004~any',
    );
    expect(requestInputSchema.safeParse({ exam: 'cat1', courseCode: 'maths' }).success).toBe(false);
    expect(requestInputSchema.safeParse({ exam: 'quiz', courseCode: 'CSE2005' }).success).toBe(
      false,
    );
  });

  it('counts votes from the voters, skips malformed records, and lists open ones by votes', () => {
    expect(stored.map((request) => [request.key, request.votes])).toEqual([
      ['cat1~CSE2005~any', 2],
      ['cat1~CSE2005~A2', 1],
      ['cat1~CSE2005~B1', 3],
      ['cat2~CSE2005~any', 1],
      ['cat1~MAT3004~any', 1],
    ]);
    expect(keys(mostWanted(stored))).toEqual([
      'cat1~CSE2005~B1',
      'cat1~CSE2005~any',
      'cat1~CSE2005~A2',
      'cat2~CSE2005~any',
    ]);
  });

  it('refuses a vote count written as a number instead of voters', () => {
    const [request] = parseRequests({
      'fat~CSE1001~any': {
        exam: 'fat',
        courseCode: 'CSE1001',
        by: 'a',
        createdAt: 1,
        status: 'open',
        votes: { a: true, b: 500 },
      },
    });
    expect(request).toBeUndefined();
  });
});
