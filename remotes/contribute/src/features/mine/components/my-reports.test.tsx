import { screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import type { ReportEntry } from '@vithelper/contracts/feedback';
import { MyReports } from './my-reports';

const REPORTS: ReportEntry[] = [
  {
    uid: 'asha',
    key: 'cat2-p7',
    exam: 'cat2',
    paperId: 'p7',
    kind: 'unreadable',
    createdAt: Date.UTC(2026, 10, 14),
    status: 'dismissed',
    resolvedBy: 'mod',
    resolvedAt: Date.UTC(2026, 10, 15),
    reason: 'Every page reads fine when zoomed in.',
  },
  {
    uid: 'asha',
    key: 'cat1-p1',
    exam: 'cat1',
    paperId: 'p1',
    kind: 'details',
    field: 'slot',
    value: 'C2',
    createdAt: Date.UTC(2026, 10, 23),
    status: 'fixed',
    resolvedBy: 'mod',
    resolvedAt: Date.UTC(2026, 10, 24),
  },
];
const NAMES: Record<string, { courseCode: string; courseName: string }> = {
  p1: { courseCode: 'CSE2005', courseName: 'Operating Systems' },
  p7: { courseCode: 'CSE4001', courseName: 'Compiler Design' },
};
const sdk = {
  watchMyReports: jest.fn((_db: unknown, _uid: string, onChange: (r: ReportEntry[]) => void) => {
    onChange(REPORTS);
    return () => undefined;
  }),
  readPaper: jest.fn((_db: unknown, _exam: string, paperId: string) =>
    Promise.resolve(NAMES[paperId] ?? null),
  ),
};
jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
}));
jest.mock('@vithelper/feedback/ready', () => ({
  feedbackReady: () => Promise.resolve({ sdk, db: 'db' }),
}));

describe('MyReports', () => {
  it('lists the student’s reports, newest first, with their outcome and the paper as listed now', async () => {
    renderAt(<MyReports uid="asha" />, '/contribute/mine');
    const list = await screen.findByRole('list', { name: 'Your reports' });
    const [fixed, dismissed] = within(list).getAllByRole('listitem');
    expect(
      await within(fixed!).findByRole('heading', { name: 'CSE2005 Operating Systems' }),
    ).toBeVisible();
    expect(fixed).toHaveTextContent('CAT-1 · Wrong details: the slot should be C2');
    expect(fixed).toHaveTextContent('FixedA moderator corrected the paper.');
    expect(within(fixed!).getByRole('link', { name: 'Open the paper' })).toHaveAttribute(
      'href',
      '/cat1papers/p1',
    );
    expect(dismissed).toHaveTextContent(
      "No changeA moderator kept the paper as it is. Moderator's reason: Every page reads fine when zoomed in.",
    );
    expect(sdk.watchMyReports).toHaveBeenCalledWith(
      'db',
      'asha',
      expect.any(Function),
      expect.any(Function),
    );
  });
});
