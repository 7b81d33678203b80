/**
 * The sample reports, requests and inbox that npm start serves (docs/feedback.md): every record
 * has the stored shape, names papers that exist, and the open requests are for papers the sample
 * content does not have yet, some answered by the sample submissions waiting for review.
 */
import { readFileSync } from 'node:fs';
import { inboxItemSchema } from '@vithelper/contracts/inbox';
import {
  parseRequests,
  reporterSchema,
  reportKey,
  reportSchema,
  requestKey,
} from '@vithelper/contracts/feedback';
import type { ExamKind } from '@vithelper/contracts/papers';
import { matchRequests } from '@vithelper/contribute/feedback-moderation-sdk';
import { SAMPLE_SUBMISSIONS } from './data/sample-submissions';
import { SEED_FILE } from './paths';

type Paper = { name: string[]; file_name: string };
type Seed = Record<ExamKind, Record<string, Paper>> & {
  reports: Record<string, Record<string, unknown>>;
  reporters: Record<string, { last: string }>;
  requests: Record<string, unknown>;
  inbox: Record<string, Record<string, unknown>>;
  inboxRead: Record<string, Record<string, number>>;
};

const EXAMS: ExamKind[] = ['cat1', 'cat2', 'fat'];

describe('sample feedback in content/seed.json', () => {
  const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Seed;
  const paperExists = (exam: ExamKind, id: string) => seed[exam][id] !== undefined;
  const requests = parseRequests(seed.requests);
  const open = requests.filter((request) => request.status === 'open');

  it('has reports of the stored shape, keyed by paper, on papers that exist, with their counters', () => {
    let count = 0;
    for (const [uid, reports] of Object.entries(seed.reports)) {
      for (const [key, value] of Object.entries(reports)) {
        const report = reportSchema.parse(value);
        expect(key).toBe(reportKey(report.exam, report.paperId));
        expect(paperExists(report.exam, report.paperId)).toBe(true);
        count += 1;
      }
      const counter = reporterSchema.parse(seed.reporters[uid]);
      expect(reports[counter.last]).toBeDefined();
    }
    expect(count).toBe(3);
  });

  it('has requests keyed by their normalized fields, all parsed, the closed one naming its paper', () => {
    expect(requests).toHaveLength(Object.keys(seed.requests).length);
    for (const request of requests) expect(request.key).toBe(requestKey(request));
    for (const request of requests.filter((r) => r.status === 'closed')) {
      expect(paperExists(request.exam, request.paperId ?? '')).toBe(true);
    }
    expect(open.length).toBeGreaterThanOrEqual(3);
  });

  it('asks only for papers the sample content lacks; approving a sample submission answers some', () => {
    for (const exam of EXAMS) {
      for (const paper of Object.values(seed[exam])) {
        const [, courseCode = '', slot] = paper.name;
        expect(matchRequests({ exam, courseCode, slot }, open).map((r) => r.key)).toEqual([]);
      }
    }
    const answered = SAMPLE_SUBMISSIONS.flatMap((submission) =>
      matchRequests(submission, open).map((request) => request.key),
    );
    expect(answered).toEqual(['cat1~CSE2005~A2', 'fat~CSE2004~C1+TC1', 'cat2~CSE2003~B1']);
  });

  it('gives the sample student inbox items linking to papers that exist, one read', () => {
    for (const [uid, items] of Object.entries(seed.inbox)) {
      for (const [id, value] of Object.entries(items)) {
        const item = inboxItemSchema.parse(value);
        const [, exam, paperId] = /^\/(cat1|cat2|fat)papers\/(.+)$/.exec(item.link ?? '') ?? [];
        expect(paperExists(exam as ExamKind, paperId ?? '')).toBe(true);
        expect(id).toMatch(/^-N1inbox-\d{4}$/);
      }
      for (const id of Object.keys(seed.inboxRead[uid] ?? {})) expect(items[id]).toBeDefined();
    }
  });
});
