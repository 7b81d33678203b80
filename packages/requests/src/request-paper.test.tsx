import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RequestPaper from './request-paper';

const requestPaper = jest.fn();
let account: { uid: string; anonymous: boolean } | null = { uid: 'asha', anonymous: false };
const requestSignIn = jest.fn();

jest.mock('@vithelper/shared', () => ({
  useAccount: () => account,
  requestSignIn: () => requestSignIn(),
}));
jest.mock('@vithelper/feedback/ready', () => ({
  feedbackReady: async () => ({ sdk: { requestPaper }, db: 'db' }),
}));

function renderForm() {
  render(
    <MemoryRouter>
      <RequestPaper codes={['CSE2005', 'MAT3004']} exam="cat2" courseCode="MAT3004" />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Request this paper' });
}

describe('Request this paper', () => {
  beforeEach(() => {
    account = { uid: 'asha', anonymous: false };
    requestPaper.mockReset();
    requestSignIn.mockReset();
  });

  it('sends exam, code and slot, suggesting the catalogue’s codes, and says it was requested', async () => {
    requestPaper.mockResolvedValue({ key: 'cat2~MAT3004~A1', created: true });
    const form = renderForm();
    expect(screen.getByLabelText('Exam')).toHaveValue('cat2');
    const code = screen.getByLabelText('Course code');
    expect(code).toHaveValue('MAT3004');
    // The suggestions are there once the student is in the field, before the browser lists them.
    fireEvent.focus(code);
    const options = [...form.querySelectorAll(`#${CSS.escape(code.getAttribute('list')!)} option`)];
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['CSE2005', 'MAT3004']);
    fireEvent.change(screen.getByLabelText('Slot (optional)'), { target: { value: 'a1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(
      await screen.findByText('Requested. You hear in your inbox when it arrives.'),
    ).toBeVisible();
    expect(requestPaper).toHaveBeenCalledWith('db', 'asha', {
      exam: 'cat2',
      courseCode: 'MAT3004',
      slot: 'A1',
    });
  });

  it('tells a student who asked already that their vote counts once, and a second asker that theirs is added', async () => {
    requestPaper.mockResolvedValueOnce({ key: 'k', created: false, alreadyVoted: true });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(
      await screen.findByText('You have already asked for this paper; your vote is counted once.'),
    ).toBeVisible();
    requestPaper.mockResolvedValueOnce({ key: 'k', created: false });
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(
      await screen.findByText(/Others asked for this paper too: your vote is added/),
    ).toBeVisible();
  });

  it('shows the SDK’s reason for bad input, and links a paper that has arrived', async () => {
    requestPaper.mockRejectedValueOnce(
      Object.assign(new Error('Choose the exam and write the course code like CSE2005.'), {
        reason: 'invalid',
      }),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose the exam and write the course code like CSE2005.',
    );
    requestPaper.mockRejectedValueOnce(
      Object.assign(new Error('This paper has arrived: /cat2papers/-N1'), { reason: 'arrived' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(await screen.findByRole('link', { name: 'open it' })).toHaveAttribute(
      'href',
      '/cat2papers/-N1',
    );
  });

  it('asks a guest to sign in first and sends nothing', () => {
    account = { uid: 'guest', anonymous: true };
    renderForm();
    expect(screen.getByText(/Sign in first/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(requestSignIn).toHaveBeenCalled();
    expect(requestPaper).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says so when offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Request this paper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/You are offline/);
    expect(screen.getByLabelText('Course code')).toHaveValue('MAT3004');
    expect(requestPaper).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
