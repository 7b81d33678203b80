import { screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { makePlacement, makePlacements, showPlacements } from '../../../testing/make-placements';
import { ExperiencePage } from './experience-page';

const renderExperience = (id: string) =>
  renderAt(<ExperiencePage />, `/placements/article/${id}`, '/placements/article/:id');

describe('ExperiencePage', () => {
  it('says it is loading until the lists arrive', () => {
    renderExperience('p-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows every part of a complete experience', () => {
    showPlacements([
      makePlacement(0),
      makePlacement(1, {
        companyName: 'Goldman Sachs',
        name: 'Sneha Pillai',
        individualDescription: ['Aptitude and coding test', 'Technical interview', 'HR chat'],
        advice: 'Ask questions back.',
      }),
    ]);
    renderExperience('p-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Goldman Sachs' })).toBeInTheDocument();
    const facts = screen.getByRole('complementary', { name: 'At a glance' });
    for (const text of ['Sneha Pillai', 'B.Tech CSE', '8.5', 'August 2020', '3']) {
      expect(within(facts).getByText(text)).toBeInTheDocument();
    }
    const rounds = within(screen.getByRole('region', { name: 'Interview rounds' })).getByRole(
      'list',
    );
    expect(within(rounds).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Round 2' })).toBeInTheDocument();
    expect(screen.getByText('Technical interview')).toBeInTheDocument();
    expect(screen.getByText('Preparation of student 1')).toBeInTheDocument();
    expect(screen.getByText('Ask questions back.').closest('blockquote')).not.toBeNull();
  });

  it('omits missing optional fields without printing "undefined"', () => {
    showPlacements([{ id: 'bare', name: 'Only Name', companyName: 'Zoho', description: 'Short.' }]);
    renderExperience('bare');
    expect(screen.getByRole('heading', { level: 1, name: 'Zoho' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Preparation' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Advice' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Interview rounds' })).toBeNull();
    expect(screen.queryByText('CGPA')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('shows at most ten round texts', () => {
    const texts = Array.from({ length: 12 }, (_, index) => `Round text ${index + 1}`);
    showPlacements([makePlacement(0, { individualDescription: texts })]);
    renderExperience('p-0');
    expect(screen.getByRole('heading', { name: 'Round 10' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Round 11' })).toBeNull();
  });

  it('says the experience is not found for an unknown id, with a way back', () => {
    showPlacements(makePlacements(3));
    renderExperience('does-not-exist');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Experience not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all reviews' })).toHaveAttribute(
      'href',
      '/placements/article',
    );
  });
});
