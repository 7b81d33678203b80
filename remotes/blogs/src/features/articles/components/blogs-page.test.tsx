import { screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { BlogsPage } from './blogs-page';

describe('BlogsPage', () => {
  it('shows six cards, each linking to its article with author, age and reading time', () => {
    renderAt(<BlogsPage now={new Date('2023-12-14T12:00:00Z')} />, '/blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);

    const npm = within(
      screen
        .getByRole('heading', { name: 'How to Get Started Making npm Packages' })
        .closest('article')!,
    );
    expect(npm.getByRole('link')).toHaveAttribute('href', '/npm-package');
    expect(npm.getByText('Aditya Rao')).toBeInTheDocument();
    expect(npm.getByText('2 years ago')).toBeInTheDocument();

    for (const card of cards) {
      const minutes = Number(
        within(card)
          .getByText(/min read/)
          .textContent?.match(/(\d+) min read/)?.[1],
      );
      expect(minutes).toBeGreaterThanOrEqual(2);
      expect(minutes).toBeLessThanOrEqual(6);
      const image = card.querySelector('img');
      expect(image).toHaveAttribute('width', '960');
      expect(image).toHaveAttribute('height', '540');
    }
  });

  it('lists the six article paths', () => {
    renderAt(<BlogsPage />, '/blogs');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual([
      '/hostel-vacating-procedure',
      '/npm-package',
      '/onlinevsoffline',
      '/placement-experience',
      '/placement-guide',
      '/room-counselling',
    ]);
  });
});
