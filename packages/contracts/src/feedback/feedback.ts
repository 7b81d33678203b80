import { PAPER_LINK } from '../common/site-links';
import { describeRaw, storedText, typedText } from '../common/text';
import { COURSE_CODE, SLOT } from '../contributions/contributions';
import { EXAM_KINDS, type ExamKind } from '../papers/exams';
import * as z from '../zod';

/**
 * Reports on papers, requests for missing papers, the trash and the inbox (docs/feedback.md):
 * what is stored under reports/, reporters/, requests/, trash/, inbox/ and inboxRead/, and the
 * limits database.rules.json enforces. The rules are the guard; these schemas let the pages read
 * what they get and refuse bad input with a message before it is sent.
 */

export const FEEDBACK_LIMITS = {
  /** Reports one student may send in a day (reporters/<uid>: count since `since`). */
  maxReportsPerDay: 10,
  /** New requests one student may make in a day (requesters/<uid>, the same day window). */
  maxRequestsPerDay: 5,
  /**
   * Open requests a student's page reads at most ("Most wanted"): one query on the `status`
   * index, limited, instead of every request ever made. The read rule of requests/ allows no more.
   */
  openRequestsRead: 100,
  dayMs: 24 * 60 * 60 * 1000,
  /** How long a removed paper stays in the trash, restorable by a moderator. */
  trashKeepMs: 30 * 24 * 60 * 60 * 1000,
  maxValue: 120,
  maxLink: 300,
  maxText: 500,
  maxTitle: 200,
} as const;

export const FEEDBACK_PATHS = {
  reports: 'reports',
  reporters: 'reporters',
  requests: 'requests',
  requesters: 'requesters',
  trash: 'trash',
  inbox: 'inbox',
  inboxRead: 'inboxRead',
} as const;

const examSchema = z.enum(EXAM_KINDS);
/** A line (a corrected detail) and a note (a report's text, a reason: line breaks allowed). */
const line = (max: number) => typedText(1, max);
const note = (max: number) => typedText(1, max, { multiline: true });

// ---------------------------------------------------------------------------------------------
// Reports: reports/<uid>/<exam>-<paperId>, one per student per paper (a new one once resolved).

export const REPORT_KINDS = ['details', 'unreadable', 'wrong-exam', 'duplicate', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Readonly<Record<ReportKind, string>> = {
  details: 'Wrong details',
  unreadable: 'Unreadable',
  'wrong-exam': 'Wrong exam',
  duplicate: 'Duplicate of another paper',
  other: 'Something else',
};

/** The detail a "wrong details" report names. */
export const REPORT_FIELDS = ['courseCode', 'courseName', 'slot'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

export const REPORT_STATUSES = ['open', 'fixed', 'removed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportOutcome = Exclude<ReportStatus, 'open'>;

/** What the student fills in; checked before sending, the rules check it again. */
export const reportInputSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('details'),
      field: z.enum(REPORT_FIELDS),
      value: line(FEEDBACK_LIMITS.maxValue),
      text: z.optional(note(FEEDBACK_LIMITS.maxText)),
    }),
    z.object({ kind: z.literal('unreadable'), text: z.optional(note(FEEDBACK_LIMITS.maxText)) }),
    z.object({
      kind: z.literal('wrong-exam'),
      value: z.optional(examSchema),
      text: z.optional(note(FEEDBACK_LIMITS.maxText)),
    }),
    z.object({
      kind: z.literal('duplicate'),
      link: z.string().check(z.trim(), z.regex(PAPER_LINK)),
      text: z.optional(note(FEEDBACK_LIMITS.maxText)),
    }),
    z.object({ kind: z.literal('other'), text: note(FEEDBACK_LIMITS.maxText) }),
  ])
  .check(
    z.refine(
      (input) =>
        input.kind !== 'details' ||
        (input.field === 'courseCode'
          ? COURSE_CODE.test(input.value.toUpperCase().replace(/\s+/g, ''))
          : input.field === 'slot'
            ? SLOT.test(input.value.toUpperCase().replace(/\s+/g, ''))
            : true),
      { message: 'Write the course code like CSE2005 and the slot like A1+TA1.' },
    ),
  );
export type ReportInput = z.infer<typeof reportInputSchema>;

/** reports/<uid>/<key>, as database.rules.json accepts it (record-agreement.test.ts). */
export const reportSchema = z
  .strictObject({
    exam: examSchema,
    paperId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    kind: z.enum(REPORT_KINDS),
    field: z.optional(z.enum(REPORT_FIELDS)),
    value: z.optional(z.union([storedText(1, FEEDBACK_LIMITS.maxValue), examSchema])),
    link: z.optional(z.string().check(z.regex(PAPER_LINK))),
    text: z.optional(storedText(1, FEEDBACK_LIMITS.maxText, { multiline: true })),
    createdAt: z.number(),
    status: z.enum(REPORT_STATUSES),
    resolvedBy: z.optional(z.string()),
    resolvedAt: z.optional(z.number()),
    reason: z.optional(storedText(1, FEEDBACK_LIMITS.maxText, { multiline: true })),
  })
  .check(
    z.refine(
      (report) =>
        (report.kind === 'details'
          ? report.field !== undefined && report.value !== undefined
          : report.field === undefined) &&
        (report.kind !== 'wrong-exam' ||
          report.value === undefined ||
          (EXAM_KINDS as readonly string[]).includes(report.value)) &&
        (report.value === undefined || report.kind === 'details' || report.kind === 'wrong-exam') &&
        (report.kind === 'duplicate' ? report.link !== undefined : report.link === undefined) &&
        (report.kind !== 'other' || report.text !== undefined) &&
        (report.status !== 'dismissed' || report.reason !== undefined),
    ),
  );
export type Report = z.infer<typeof reportSchema>;

/** A report as the looser rules of before stored it: any text, still to be listed and resolved. */
const legacyReportSchema = z.object({
  ...reportSchema.def.shape,
  paperId: z.string(),
  value: z.optional(z.string()),
  link: z.optional(z.string()),
  text: z.optional(z.string()),
  reason: z.optional(z.string()),
});

/**
 * A stored report, or null: one the rules accept now as it is, and one stored under the looser
 * rules of before with its texts' invisible characters written out (U+XXXX), so a moderator
 * still sees and resolves it and its student still sees it.
 */
export function readStoredReport(value: unknown): Report | null {
  const exact = reportSchema.safeParse(value);
  if (exact.success) return exact.data;
  const legacy = legacyReportSchema.safeParse(value);
  if (!legacy.success) return null;
  const inert = (text: string | undefined) =>
    text === undefined ? undefined : describeRaw(text, FEEDBACK_LIMITS.maxText);
  const report = legacy.data;
  return {
    ...report,
    value: inert(report.value),
    link: report.link !== undefined && PAPER_LINK.test(report.link) ? report.link : undefined,
    text: inert(report.text),
    reason: inert(report.reason),
  } as Report;
}
/** A report with where it is stored: reports/<uid>/<key>. */
export type ReportEntry = Report & { uid: string; key: string };

/** The key of a student's report on one paper: one open report per student per paper. */
export const reportKey = (exam: ExamKind, paperId: string) => `${exam}-${paperId}`;

/** reporters/<uid>: the daily limit's counter, moved in the same write as each new report. */
export const reporterSchema = z.object({
  since: z.number(),
  count: z.number().check(z.int(), z.minimum(0)),
  last: z.string(),
});
export type Reporter = z.infer<typeof reporterSchema>;

/** requesters/<uid>: the daily limit on new requests, moved the same way with each new request. */
export const requesterSchema = z.object({
  since: z.number(),
  count: z.number().check(z.int(), z.minimum(0)),
  last: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Requests: requests/<exam>~<CODE>~<SLOT or any>, votes one per uid.

export const REQUEST_STATUSES = ['open', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Course codes and slots as stored: upper case, no spaces ("cse 2005" is CSE2005). */
export const normalizeCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** What a student asks for; the slot is optional ("any slot"). */
export const requestInputSchema = z.object({
  exam: examSchema,
  courseCode: z.string().check(z.overwrite(normalizeCode), z.regex(COURSE_CODE)),
  slot: z.optional(z.string().check(z.overwrite(normalizeCode), z.regex(SLOT))),
});
export type RequestInput = z.infer<typeof requestInputSchema>;

/** One request per (exam, code, slot): the key the rules tie to the fields. */
export const requestKey = ({ exam, courseCode, slot }: RequestInput) =>
  `${exam}~${normalizeCode(courseCode)}~${slot ? normalizeCode(slot) : 'any'}`;

/** requests/<key>, as database.rules.json accepts it (record-agreement.test.ts). */
export const paperRequestSchema = z.strictObject({
  exam: examSchema,
  courseCode: z.string().check(z.regex(COURSE_CODE)),
  slot: z.optional(z.string().check(z.regex(SLOT))),
  by: z.string(),
  createdAt: z.number(),
  status: z.enum(REQUEST_STATUSES),
  votes: z.optional(z.record(z.string(), z.literal(true))),
  closedBy: z.optional(z.string()),
  closedAt: z.optional(z.number()),
  paperId: z.optional(z.string()),
});
export type PaperRequest = z.infer<typeof paperRequestSchema>;
/** A request with its key and its vote count, counted from the votes (never a stored number). */
export type RequestEntry = Omit<PaperRequest, 'votes'> & {
  key: string;
  voters: string[];
  votes: number;
};

/** Stored requests with their counted votes, skipping malformed ones. */
export function parseRequests(value: unknown): RequestEntry[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: RequestEntry[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const result = paperRequestSchema.safeParse(child);
    if (!result.success) continue;
    const voters = Object.keys(result.data.votes ?? {});
    entries.push({ ...result.data, key, voters, votes: voters.length });
  }
  return entries;
}

/** Open requests, most votes first (the older first on a tie): the "Most wanted" list. */
export const mostWanted = (requests: readonly RequestEntry[]): RequestEntry[] =>
  requests
    .filter((request) => request.status === 'open')
    .sort((a, b) => b.votes - a.votes || a.createdAt - b.createdAt);

// ---------------------------------------------------------------------------------------------
// Trash: trash/<exam>/<paperId>, a removed paper's record, restorable for 30 days.

export const trashEntrySchema = z.object({
  record: z.record(z.string(), z.unknown()),
  removedBy: z.string(),
  removedAt: z.number(),
  reason: z.optional(z.string()),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;
