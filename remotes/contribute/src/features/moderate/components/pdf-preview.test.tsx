import { render, screen } from '@testing-library/react';
import type { SubmissionEntry } from '@vithelper/shared/contributions';
import { PdfPreview } from './pdf-preview';

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  loadSectionModule: () => Promise.reject(new Error('exams is down')),
}));

const entry = {
  uid: 'asha',
  id: 's1',
  exam: 'cat1',
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'A1',
  file: 'uploads/asha/s1.pdf',
} as SubmissionEntry;

describe('PdfPreview', () => {
  it('says the viewer could not be loaded and still offers the file when the exams section is down', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PdfPreview entry={entry} title="CSE2005" fetchPdf={() => new Promise(() => undefined)} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF viewer could not be loaded. Reload the page to try again, or open the file on its own.',
    );
    expect(screen.getByRole('button', { name: 'Open the PDF' })).toBeVisible();
    quiet.mockRestore();
  });
});
