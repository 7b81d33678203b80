import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearFilter, setFilter } from '@vithelper/shared';
import { renderAt } from '@vithelper/shared/testing';
import { loadLists, sampleMaterials } from '../../../testing/sample-data';
import { MaterialsPage } from './materials-page';

function ViewerProbe() {
  return <p>viewer at {useLocation().pathname}</p>;
}

describe('MaterialsPage', () => {
  beforeEach(() => {
    act(() => clearFilter());
    loadLists({ materials: sampleMaterials });
  });

  const toggle = (name: string) => screen.getByRole('button', { name });

  it('has the search box docs/product.md describes', () => {
    renderAt(<MaterialsPage />);
    expect(screen.getByLabelText('Search for Material:')).toHaveAttribute(
      'placeholder',
      'Material name',
    );
    expect(screen.getByText('3 materials')).toBeInTheDocument();
  });

  it('expands a material to its link and instructions, and collapses it again', async () => {
    renderAt(<MaterialsPage />);
    const button = toggle('Data Structures - Complete Notes');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'View Material' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const link = within(panel as HTMLElement).getByRole('link', { name: 'View Material' });
    expect(link).toHaveAttribute('href', 'https://drive.example.com/ds');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(panel as HTMLElement).getByRole('button', { name: 'Instructions' }),
    ).toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it.each([
    ['javascript:', 'Suspicious Script Notes'],
    ['data:', 'Inline Data Notes'],
  ])('never renders a %s link as a link', async (_scheme, name) => {
    renderAt(<MaterialsPage />);
    await userEvent.click(toggle(name));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const unavailable = screen.getByText('Link unavailable');
    expect(unavailable.tagName).toBe('SPAN');
    expect(unavailable.closest('a, button')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull();
  });

  it('opens the instructions PDF in the in-app viewer, in the same window', async () => {
    renderAt(
      <Routes>
        <Route path="/materials" element={<MaterialsPage />} />
        <Route path="/materials/:id/instructions" element={<ViewerProbe />} />
      </Routes>,
      '/materials',
    );
    await userEvent.click(toggle('Data Structures - Complete Notes'));
    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    expect(screen.getByText('viewer at /materials/m1/instructions')).toBeInTheDocument();
  });

  it('filters on the name, ignoring case, and offers to clear a search that matches nothing', async () => {
    renderAt(<MaterialsPage />);
    await userEvent.type(screen.getByLabelText('Search for Material:'), 'NOTES');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
    act(() => setFilter('data s'));
    expect(screen.getByText('1 of 3 materials')).toBeInTheDocument();
    act(() => setFilter('.*+?'));
    expect(await screen.findByText('No materials match ".*+?"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('3 materials')).toBeInTheDocument();
  });

  it('says so when there are no materials', () => {
    loadLists({ materials: [] });
    renderAt(<MaterialsPage />);
    expect(screen.getByText('No materials have been added yet.')).toBeInTheDocument();
  });
});
