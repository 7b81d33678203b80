import { act, fireEvent, screen, within } from '@testing-library/react';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import type { ReportEntry } from '@vithelper/contracts/feedback';
import { ModeratePage } from './moderate-page';

const report = (uid: string, fields: Partial<ReportEntry>): ReportEntry => ({
  uid,
  key: 'cat1-p1',
  exam: 'cat1',
  paperId: 'p1',
  kind: 'unreadable',
  createdAt: Date.now() - 2 * 3_600_000,
  status: 'open',
  ...fields,
});
const REPORTS = [
  report('asha', { kind: 'details', field: 'slot', value: 'C2', text: 'The header says C2.' }),
  report('ravi', { kind: 'wrong-exam', value: 'cat2' }),
];
const PAPER = {
  exam: 'cat1' as const,
  paperId: 'p1',
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'C1',
  fileName: 'CSE2005_CAT1_C1',
};
const TRASHED = {
  exam: 'cat2' as const,
  paperId: 'p7',
  record: { name: ['Compiler Design', 'CSE4001', 'B1'], file_name: 'p7' },
  removedBy: 'me',
  removedAt: Date.now() - 3_600_000,
  reason: 'Two copies of one paper',
};

const sdk = {
  watchOpenReports: jest.fn((_db: unknown, onChange: (groups: unknown[]) => void) => {
    onChange([{ exam: 'cat1', paperId: 'p1', reports: REPORTS }]);
    return () => undefined;
  }),
  watchTrash: jest.fn((_db: unknown, onChange: (papers: unknown[]) => void) => {
    onChange([TRASHED]);
    return () => undefined;
  }),
  readPaper: jest.fn(() => Promise.resolve(PAPER)),
  fixPaperDetails: jest.fn((..._args: unknown[]) => Promise.resolve({ ...PAPER, slot: 'C2' })),
  resolveReports: jest.fn((..._args: unknown[]) => Promise.resolve()),
  trashPaper: jest.fn((..._args: unknown[]) => Promise.resolve()),
  restorePaper: jest.fn((..._args: unknown[]) => Promise.resolve()),
};

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  loadSectionModule: () => new Promise(() => undefined),
}));
jest.mock('../data/feedback-ready', () => ({
  feedbackReady: () => Promise.resolve({ sdk, db: 'db' }),
}));
jest.mock('../data/moderation', () => ({
  moderationSdk: () => new Promise(() => undefined),
}));

const moderator = {
  uid: 'me',
  anonymous: false,
  name: 'Mo',
  email: 'mo@example.com',
  moderator: true,
};

describe('ModeratePage: reports and trash', () => {
  beforeEach(() => act(() => setAccount(moderator)));
  afterEach(() => {
    act(() => setAccount(null));
    jest.clearAllMocks();
  });

  it('shows the reports of one paper as one, and fixes its details with them resolved', async () => {
    renderAt(<ModeratePage />, '/moderate?tab=reports');
    const tabs = screen.getByRole('navigation', { name: 'Moderation' });
    expect(await within(tabs).findByRole('link', { name: 'Trash 1' })).toBeVisible();
    expect(within(tabs).getByText(/^Reports/)).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByText(/^Reports/)).toHaveTextContent('Reports 1');
    fireEvent.click(await screen.findByRole('button', { name: /CSE2005 · Operating Systems/ }));
    expect(screen.getByRole('button', { name: /CSE2005 · Operating Systems/ })).toHaveTextContent(
      '2 reports: Wrong details, Wrong exam',
    );
    // The slot tells two papers of one course apart.
    expect(screen.getByRole('button', { name: /CSE2005 · Operating Systems/ })).toHaveTextContent(
      'CSE2005 · Operating Systems · slot C1',
    );
    const reports = screen.getByRole('list', { name: 'Reports' });
    expect(within(reports).getAllByRole('listitem')).toHaveLength(2);
    expect(reports).toHaveTextContent('Wrong detailsThe slot should be C2.');
    expect(reports).toHaveTextContent('Wrong examIt is a CAT-2 paper.');
    expect(reports).toHaveTextContent('“The header says C2.”');
    const save = screen.getByRole('button', { name: 'Save and resolve as fixed' });
    expect(save).toBeDisabled();
    fireEvent.click(within(reports).getByRole('button', { name: 'Use' }));
    expect(screen.getByLabelText('Slot')).toHaveValue('C2');
    fireEvent.click(save);
    expect(
      await screen.findByText(/^Fixed: CSE2005 Operating Systems is listed/),
    ).toHaveTextContent('the 2 students who reported it are told');
    expect(sdk.fixPaperDetails).toHaveBeenCalledWith(
      'db',
      'me',
      'cat1',
      'p1',
      { courseCode: 'CSE2005', courseName: 'Operating Systems', slot: 'C2' },
      REPORTS,
    );
  });

  it('refuses a file that is not a PDF, or too large, in words before anything is sent', async () => {
    renderAt(<ModeratePage />, '/moderate?tab=reports&paper=cat1%2Fp1');
    fireEvent.click(await screen.findByRole('button', { name: 'Replace the file…' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the file?' });
    expect(dialog).toHaveTextContent('CSE2005 Operating Systems (CAT-1, C1)');
    expect(dialog).toHaveTextContent('the 2 students who reported it are told it is fixed');
    const input = within(dialog).getByLabelText('The right PDF of this paper');
    expect(input).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace and resolve as fixed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose the right PDF of this paper first.',
    );
    const photo = new File(['x'], 'page1.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“page1.jpg” is not a PDF. Choose the paper as a PDF.',
    );
    const large = new File([new Uint8Array(21 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(input, { target: { files: [large] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^This file is 21\.0 MB; papers can be at most 20 MB\./,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('dismisses only with a reason the students read', async () => {
    renderAt(<ModeratePage />, '/moderate?tab=reports&paper=cat1%2Fp1');
    const dismiss = await screen.findByRole('button', { name: 'Dismiss…' });
    await screen.findByLabelText('Course code');
    fireEvent.click(dismiss);
    const dialog = screen.getByRole('dialog', { name: 'Dismiss these reports?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(dialog).toHaveTextContent('Write the reason the students who reported it will read.');
    expect(sdk.resolveReports).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'The slot on the paper is C1.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText(/^Dismissed the reports of CSE2005/)).toBeVisible();
    expect(sdk.resolveReports).toHaveBeenCalledWith('db', 'me', REPORTS, 'dismissed', {
      paper: PAPER,
      reason: 'The slot on the paper is C1.',
    });
  });

  it('removes a reported paper to the trash, and restores a removed one', async () => {
    renderAt(<ModeratePage />, '/moderate?tab=reports&paper=cat1%2Fp1');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove to trash…' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this paper?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove to trash' }));
    expect(await screen.findByRole('link', { name: 'Open the trash' })).toBeVisible();
    expect(sdk.trashPaper).toHaveBeenCalledWith('db', 'me', 'cat1', 'p1', {
      reason: '',
      reports: REPORTS,
    });

    fireEvent.click(screen.getByRole('link', { name: 'Trash 1' }));
    const row = (await screen.findByText('CSE4001 · Compiler Design')).closest('li')!;
    expect(row).toHaveTextContent('removed 1 h ago by you — Two copies of one paper');
    expect(row).toHaveTextContent('Restorable until');
    fireEvent.click(within(row).getByRole('button', { name: 'Restore CSE4001 Compiler Design' }));
    expect(
      await screen.findByText(
        /Restored CSE4001 Compiler Design: it is listed in CAT-2 papers again/,
      ),
    ).toBeVisible();
    expect(sdk.restorePaper).toHaveBeenCalledWith('db', 'cat2', 'p7');
  });
});
