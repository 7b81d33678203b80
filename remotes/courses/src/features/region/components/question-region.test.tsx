import { render, screen, waitFor } from '@testing-library/react';
import { drawRegion, openPaper } from '../data/region-engine';
import { QuestionRegion } from './question-region';

jest.mock('../data/region-engine', () => ({ openPaper: jest.fn(), drawRegion: jest.fn() }));

/** An observer that sees every element on screen at once, as a browser does for one in view. */
class OnScreen {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

const QUESTION = {
  kind: 'fat' as const,
  paper: 'p3',
  text: "Explain the Banker's algorithm with an example.",
  page: 2,
  top: 0.8,
  bottom: 0.2,
  regions: [
    { page: 2, top: 0.8, bottom: 0.95 },
    { page: 3, top: 0.05, bottom: 0.2 },
  ],
};

describe('QuestionRegion', () => {
  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: OnScreen });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 600,
    } as DOMRect);
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.restoreAllMocks();
  });

  it('draws each page of a question across a page break in place of its text', async () => {
    jest.mocked(openPaper).mockResolvedValue({} as never);
    jest.mocked(drawRegion).mockResolvedValue(120);
    const { container } = render(<QuestionRegion question={QUESTION} />);
    await waitFor(() =>
      expect(container.querySelector('[data-question-region="drawn"]')).not.toBeNull(),
    );
    expect(openPaper).toHaveBeenCalledWith('fat', 'p3');
    expect(jest.mocked(drawRegion).mock.calls.map(([, region]) => region)).toEqual(
      QUESTION.regions,
    );
    expect(container.querySelectorAll('canvas')).toHaveLength(2);
    // The text stays for a screen reader (out of sight); the drawing is hidden from it.
    expect(screen.getByText(QUESTION.text)).toBeInTheDocument();
    expect(container.querySelector('[data-question-region]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('keeps the text, with a short note, when the paper cannot be opened', async () => {
    jest.mocked(openPaper).mockRejectedValue(new Error('offline'));
    render(<QuestionRegion question={QUESTION} />);
    expect(
      await screen.findByText('The paper’s page could not be opened here, so this is its text.'),
    ).toBeInTheDocument();
    expect(screen.getByText(QUESTION.text)).toBeInTheDocument();
    expect(document.querySelector('canvas')).toBeNull();
  });
});
