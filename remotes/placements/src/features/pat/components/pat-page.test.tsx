import { screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { PatPage } from './pat-page';
import { RulesPage } from './rules-page';

describe('PatPage', () => {
  it('shows the rules table with a caption, both columns and the seven tiers', () => {
    renderAt(<PatPage />);
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company selection', 'Eligibility']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Super Dream placement',
      'Super Dream internship only',
      'Dream-IT placement',
      'Dream-Core placement',
      'Dream-IT internship',
      'Dream-Core internship',
      'IT Services regular offer',
    ]);
  });

  it('offers the table as a CSV download, the tier ladder as an image, and news links', () => {
    renderAt(<PatPage />);
    const download = screen.getByRole('link', { name: 'Download the rules (CSV)' });
    expect(download).toHaveAttribute('download', 'placement-rules.csv');
    const csv = decodeURIComponent(
      (download.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''),
    );
    expect(csv).toContain('"Company selection","Eligibility"');
    expect(csv).toContain('"Super Dream placement"');
    expect(screen.getByRole('img', { name: /Super Dream at the top/ })).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'News and announcements' });
    const links = within(news).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('RulesPage', () => {
  it('shows the same table on its own, pointing to the PAT page for news', () => {
    renderAt(<RulesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Placement rules' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Placement and Training Cell page' })).toHaveAttribute(
      'href',
      '/placements/pat',
    );
  });
});
