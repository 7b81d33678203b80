import { act, screen, within } from '@testing-library/react';
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
});
