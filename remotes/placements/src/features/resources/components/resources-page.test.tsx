import { screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { ResourcesPage } from './resources-page';

describe('ResourcesPage', () => {
  it('groups the links by subject, each external one opening safely in a new tab', () => {
    renderAt(<ResourcesPage />);
    for (const group of [
      'Competitive programming',
      'Algorithms and data structures',
      'Placement tips',
      'Aptitude',
      'Operating systems',
      'Database management',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    const cp = screen.getByRole('region', { name: 'Competitive programming' });
    expect(within(cp).getByRole('link', { name: /Codeforces/ })).toHaveAttribute(
      'href',
      'https://codeforces.com/',
    );
    const external = screen
      .getAllByRole('link')
      .filter((link) => /^https:/.test(link.getAttribute('href') ?? ''));
    expect(external.length).toBeGreaterThan(12);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
