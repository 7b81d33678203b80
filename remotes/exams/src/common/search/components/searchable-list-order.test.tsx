import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFilter } from '@vithelper/shared';
import { renderAt } from '@vithelper/shared/testing';
import { nouns } from './list-status';
import { SearchableList } from './searchable-list';

type Course = { id: string; name: string };
const courses: Course[] = [
  { id: 'a', name: 'Operating Systems' },
  { id: 'b', name: 'Biology' },
];
const fieldsOf = (course: Course) => ({ name: course.name });
const renderItem = (course: Course) => <span>{course.name}</span>;

describe('SearchableList, a search that finds no item', () => {
  beforeEach(() => act(() => clearFilter()));

  it('shows the close matches and what else was found first, the request last and told so', async () => {
    renderAt(
      <main>
        <SearchableList
          list={courses}
          fieldsOf={fieldsOf}
          searchLabel="Search courses:"
          placeholder="Course"
          noun={nouns.papers}
          renderItem={renderItem}
          layout="list"
          estimateRowHeight={88}
          label="Courses"
          after={<section aria-label="Inside papers">Found inside</section>}
          noMatch={(text, closeFound) => (
            <section aria-label="Request">
              {closeFound ? 'one line' : 'whole form'} for {text}
            </section>
          )}
        />
      </main>,
    );
    await userEvent.type(screen.getByLabelText('Search courses:'), 'opertaing');
    const request = await screen.findByRole('region', { name: 'Request' });
    expect(request).toHaveTextContent('one line for opertaing');
    const close = screen.getByRole('region', { name: 'Close matches' });
    expect(within(close).getByText('Operating Systems')).toBeVisible();
    const order = [...screen.getByRole('main').querySelectorAll('section')].map(
      (section) =>
        section.getAttribute('aria-label') ?? section.querySelector('h2')?.textContent ?? '',
    );
    expect(order).toEqual(['Close matches', 'Inside papers', 'Request']);
  });

  it('shows the best 8 close matches, and every one on demand until the search changes', async () => {
    const many: Course[] = Array.from({ length: 12 }, (_, i) => ({
      id: `os${i}`,
      name: `Operating Systems ${String.fromCharCode(65 + i)}`,
    }));
    renderAt(
      <SearchableList
        list={many}
        fieldsOf={fieldsOf}
        searchLabel="Search courses:"
        placeholder="Course"
        noun={nouns.papers}
        renderItem={renderItem}
        layout="list"
        estimateRowHeight={88}
        label="Courses"
      />,
    );
    const box = screen.getByLabelText('Search courses:');
    await userEvent.type(box, 'opertaing');
    const close = await screen.findByRole('region', { name: 'Close matches' });
    const items = () => within(close).getAllByRole('listitem');
    expect(items()).toHaveLength(8);
    await userEvent.click(within(close).getByRole('button', { name: 'Show all 12 close matches' }));
    expect(items()).toHaveLength(12);
    expect(within(close).queryByRole('button')).not.toBeInTheDocument();

    // Another search starts again from the best 8.
    await userEvent.type(box, ' sy');
    await waitFor(() => expect(items()).toHaveLength(8));
    expect(within(close).getByRole('button', { name: 'Show all 12 close matches' })).toBeVisible();
  });
});
