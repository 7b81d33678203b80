import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFilter, setFilter } from '@vithelper/shared';
import { renderAt } from '@vithelper/shared/testing';
import { loadLists, sampleFaqs } from '../../../testing/sample-data';
import { FaqsPage } from './faqs-page';

describe('FaqsPage', () => {
  beforeEach(() => {
    act(() => clearFilter());
    loadLists({ faqs: sampleFaqs });
  });

  it('has the search box docs/product.md describes', () => {
    renderAt(<FaqsPage />);
    expect(screen.getByLabelText('Search for Faq:')).toHaveAttribute(
      'placeholder',
      'Type question key words',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
  });

  it('expands a question to its answer and collapses it again', async () => {
    renderAt(<FaqsPage />);
    const question = screen.getByRole('button', { name: 'Can I contribute notes?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, send them through the contact link.')).not.toBeInTheDocument();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByText('Yes, send them through the contact link.');
    expect(answer).toBeVisible();
    expect(answer.closest(`[id="${question.getAttribute('aria-controls')}"]`)).not.toBeNull();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, send them through the contact link.')).not.toBeInTheDocument();
  });

  it('filters on the question only, ignoring case', async () => {
    renderAt(<FaqsPage />);
    await userEvent.type(screen.getByLabelText('Search for Faq:'), 'PAPERS');
    expect(
      screen.getByRole('button', { name: 'How do I find the previous papers?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Can I contribute notes?' }),
    ).not.toBeInTheDocument();
    // "search box" is only in an answer: no match.
    act(() => setFilter('search box'));
    expect(screen.getByText('No FAQs match "search box"')).toBeInTheDocument();
  });

  it('says so when there are no FAQs', () => {
    loadLists({ faqs: [] });
    renderAt(<FaqsPage />);
    expect(screen.getByText('No FAQs have been added yet.')).toBeInTheDocument();
    expect(screen.getByText('0 FAQs')).toBeInTheDocument();
  });
});
