import { screen, within } from '@testing-library/react';
import { setConfig } from '@vithelper/shared/bus-writers';
import { renderAt, sampleConfig } from '@vithelper/shared/testing';
import { makePlacement, makePlacements, showPlacements } from '../../../testing/make-placements';
import { PlacementsHomePage } from './placements-home-page';

const renderHome = () => renderAt(<PlacementsHomePage />, '/placements', '/placements');
const cards = () => screen.queryAllByRole('article');

describe('PlacementsHomePage', () => {
  it('says it is loading until the lists arrive', () => {
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('features the entries at positions 0, 8 and 2, each linking to its experience', () => {
    showPlacements(makePlacements(18));
    renderHome();
    expect(cards()).toHaveLength(3);
    const names = cards().map((card) => within(card).getByText(/^by /).textContent);
    expect(names).toEqual([
      'by Student 0, B.Tech CSE',
      'by Student 8, B.Tech CSE',
      'by Student 2, B.Tech CSE',
    ]);
    expect(
      within(cards()[1] as HTMLElement).getByRole('link', { name: /Read full experience/ }),
    ).toHaveAttribute('href', '/placements/article/p-8');
  });

  it('shows the first 165 characters of a long description with an ellipsis, and short ones whole', () => {
    showPlacements([
      makePlacement(0, { description: `${'L'.repeat(165)}NOT SHOWN` }),
      makePlacement(1, { description: 'A short one.' }),
      makePlacement(2, { description: 'Also short.' }),
    ]);
    renderHome();
    expect(screen.getByText(`${'L'.repeat(165)}…`)).toBeInTheDocument();
    expect(screen.queryByText(/NOT SHOWN/)).toBeNull();
    expect(screen.getByText('Also short.')).toBeInTheDocument();
  });

  it('with 4 entries features positions 0, 2 and 3', () => {
    showPlacements(makePlacements(4));
    renderHome();
    expect(cards().map((card) => within(card).getByText(/^by /).textContent)).toEqual([
      'by Student 0, B.Tech CSE',
      'by Student 2, B.Tech CSE',
      'by Student 3, B.Tech CSE',
    ]);
  });

  it('has the tips box, the important links and the ways on', () => {
    setConfig(sampleConfig);
    showPlacements(makePlacements(3));
    renderHome();
    const tips = screen.getByRole('region', { name: 'Frequently asked questions by companies' });
    expect(within(tips).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
    expect(within(tips).getByText('Tell me about yourself.')).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Important Links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/placements/topics',
      '/placements/advice',
      '/placements/resources',
      '/placements/pat',
    ]);
    expect(screen.getByRole('link', { name: 'View All Reviews' })).toHaveAttribute(
      'href',
      '/placements/article',
    );
    const share = screen.getByRole('link', { name: /Share your experience/ });
    expect(share).toHaveAttribute('href', sampleConfig.links.shareExperienceForm);
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so when nothing has been shared yet', () => {
    showPlacements([]);
    renderHome();
    expect(screen.getByText('No placement experiences have been shared yet.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('copes with entries missing every optional field', () => {
    showPlacements([
      { id: 'bare', name: 'Only Name', companyName: 'Unlisted Co', description: 'Brief.' },
    ]);
    renderHome();
    expect(screen.getByRole('heading', { name: 'Unlisted Co' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined/);
  });
});
