import { screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { makePlacement, makePlacements, showPlacements } from '../../../testing/make-placements';
import { AdvicePage } from './advice-page';

const renderAdvice = () => renderAt(<AdvicePage />, '/placements/advice', '/placements/advice');

describe('AdvicePage', () => {
  it('says it is loading until the lists arrive', () => {
    renderAdvice();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows one quote, with author and company, per entry that has advice', () => {
    showPlacements([
      makePlacement(0, { name: 'Aditi', companyName: 'Microsoft', advice: 'Think aloud.' }),
      makePlacement(1, { advice: undefined }),
      makePlacement(2, { advice: '   ' }),
      makePlacement(3, { name: 'Rohan', companyName: 'Amazon', advice: 'Know the principles.' }),
    ]);
    const { container } = renderAdvice();
    const quotes = container.querySelectorAll('blockquote');
    expect(quotes).toHaveLength(2);
    const first = quotes[0]?.closest('figure') as HTMLElement;
    expect(within(first).getByText('Think aloud.')).toBeInTheDocument();
    expect(within(first).getByText('Aditi')).toBeInTheDocument();
    expect(within(first).getByText('Microsoft')).toBeInTheDocument();
  });

  it('has a friendly message when nobody has shared advice', () => {
    showPlacements(makePlacements(3).map((placement) => ({ ...placement, advice: undefined })));
    renderAdvice();
    expect(screen.getByText(/No advice has been shared yet/)).toBeInTheDocument();
  });

  it('renders 500 quotes', () => {
    showPlacements(makePlacements(500));
    const { container } = renderAdvice();
    expect(container.querySelectorAll('blockquote')).toHaveLength(500);
  });
});
