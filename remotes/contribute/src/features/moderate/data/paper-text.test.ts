import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { questionId } from '@vithelper/questions';
import { paperItems } from '@vithelper/questions/testing';
import { storeApprovedText } from './paper-text';

jest.mock('../../../common/pdf/read-pdf', () => ({
  readPdf: jest.fn(() =>
    Promise.resolve({
      pages: 2,
      texts: ["Apply Dijkstra's algorithm.", ''],
      items: [],
      renderPage: jest.fn(() => Promise.resolve({})),
      close: jest.fn(() => Promise.resolve()),
    }),
  ),
}));
jest.mock('../../../common/pdf/ocr', () => ({
  recogniseItems: jest.fn(() =>
    Promise.resolve({ text: '  Explain the   banker’s algorithm.\n', items: [] }),
  ),
}));

const entry = {
  uid: 'asha',
  id: 'sub1',
  exam: 'cat1',
  courseCode: 'CSE2005',
  slot: 'A2',
  file: 'uploads/asha/sub1.pdf',
};

function sdkWith(
  storePaperText: jest.Mock,
  storePaperQuestions = jest.fn(() => Promise.resolve()),
) {
  return {
    sdk: {
      fetchSubmissionPdf: jest.fn(() => Promise.resolve(new ArrayBuffer(8))),
      storePaperText,
      storePaperQuestions,
    },
    handles: { db: 'db', storage: 'storage' },
  } as unknown as Parameters<typeof storeApprovedText>[0];
}

describe("an approved paper's text", () => {
  it('is read page by page (OCR for the page without text) and stored for its exam and id', async () => {
    const store = jest.fn(() => Promise.resolve());
    await expect(
      storeApprovedText(sdkWith(store), 'mod', entry as SubmissionEntry, 'cat2'),
    ).resolves.toBe(true);
    expect(store).toHaveBeenCalledWith('db', 'mod', 'cat2', 'sub1', [
      "Apply Dijkstra's algorithm.",
      'Explain the banker’s algorithm.',
    ]);
  });

  it('gives the record the year its text states, and a text without one none', async () => {
    const { readPdf } = jest.requireMock<{ readPdf: jest.Mock }>('../../../common/pdf/read-pdf');
    readPdf.mockImplementationOnce(() =>
      Promise.resolve({
        pages: 1,
        texts: ['Operating Systems CSE2005 Year: 2021 Slot: A2'],
        items: [],
        renderPage: jest.fn(),
        close: jest.fn(() => Promise.resolve()),
      }),
    );
    const years: unknown[][] = [];
    const withYear = (store: jest.Mock) => {
      const handle = sdkWith(store);
      Object.assign(handle.sdk, {
        storePaperYear: (...args: unknown[]) => {
          years.push(args);
          return Promise.resolve(true);
        },
      });
      return handle;
    };
    const store = jest.fn(() => Promise.resolve());
    await storeApprovedText(withYear(store), 'mod', entry as SubmissionEntry, 'cat1');
    await storeApprovedText(withYear(store), 'mod', entry as SubmissionEntry, 'cat1');
    expect(years).toEqual([['db', 'cat1', 'sub1', 2021]]);
  });

  it('that cannot be stored (refused, offline) resolves false and throws nothing', async () => {
    const store = jest.fn(() => Promise.reject(new Error('PERMISSION_DENIED')));
    await expect(
      storeApprovedText(sdkWith(store), 'mod', entry as SubmissionEntry, 'cat1'),
    ).resolves.toBe(false);
  });

  it('cuts the paper into its questions and stores them for its exam, id and course', async () => {
    const { readPdf } = jest.requireMock<{ readPdf: jest.Mock }>('../../../common/pdf/read-pdf');
    readPdf.mockImplementationOnce(() =>
      Promise.resolve({
        pages: 1,
        texts: ['1. Explain paging. [5] 2. Compare paging and segmentation. [10]'],
        items: paperItems([
          ['1. Explain paging. [5]', { gap: 30 }, '2. Compare paging and segmentation. [10]'],
        ]),
        renderPage: jest.fn(),
        close: jest.fn(() => Promise.resolve()),
      }),
    );
    const questions = jest.fn(() => Promise.resolve());
    await expect(
      storeApprovedText(
        sdkWith(
          jest.fn(() => Promise.resolve()),
          questions,
        ),
        'mod',
        entry as SubmissionEntry,
        'cat1',
      ),
    ).resolves.toBe(true);
    expect(questions).toHaveBeenCalledWith('db', 'mod', 'cat1', 'sub1', {
      course: 'CSE2005',
      slot: 'A2',
      ok: true,
      questions: {
        [questionId('sub1', ['1'])]: expect.objectContaining({ text: 'Explain paging.', marks: 5 }),
        [questionId('sub1', ['2'])]: expect.objectContaining({
          text: 'Compare paging and segmentation.',
          marks: 10,
        }),
      },
    });
  });

  it('keeps the text stored when its questions cannot be (refused, offline)', async () => {
    const text = jest.fn(() => Promise.resolve());
    await expect(
      storeApprovedText(
        sdkWith(
          text,
          jest.fn(() => Promise.reject(new Error('PERMISSION_DENIED'))),
        ),
        'mod',
        entry as SubmissionEntry,
        'cat1',
      ),
    ).resolves.toBe(true);
    expect(text).toHaveBeenCalled();
  });
});
