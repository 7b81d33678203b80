import { readStoredReport } from './feedback';

const report = {
  exam: 'cat1',
  paperId: 'p1',
  kind: 'other',
  text: 'Page 2 is missing.',
  createdAt: 1,
  status: 'open',
};

describe('reading a stored report', () => {
  it('reads one the rules accept as it is', () => {
    expect(readStoredReport(report)).toEqual(report);
  });

  it('still reads one stored before texts were checked, its invisible characters written out', () => {
    const read = readStoredReport({ ...report, text: 'Page \u202e2 missing ' });
    expect(read).toMatchObject({ status: 'open', text: 'Page U+202E2 missing ' });
  });

  it('reads nothing that is not a report', () => {
    expect(readStoredReport({ ...report, status: 'lost' })).toBeNull();
    expect(readStoredReport('report')).toBeNull();
  });
});
