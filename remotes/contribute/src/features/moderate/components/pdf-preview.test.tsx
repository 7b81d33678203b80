import { render, screen } from '@testing-library/react';
import { PdfPreview } from './pdf-preview';

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  loadSectionModule: () => Promise.reject(new Error('exams is down')),
}));

describe('PdfPreview', () => {
  it('says the viewer could not be loaded and still offers the file when the exams section is down', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PdfPreview
        title="CSE2005"
        fileName="CSE2005 CAT1 A1.pdf"
        documentKey="asha/s1"
        load={() => new Promise(() => undefined)}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF viewer could not be loaded. Reload the page to try again, or open the file on its own.',
    );
    expect(screen.getByRole('button', { name: 'Open the PDF' })).toBeVisible();
    quiet.mockRestore();
  });
});
