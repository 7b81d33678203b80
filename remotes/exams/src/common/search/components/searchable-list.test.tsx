import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFilter } from '@vithelper/shared';
import * as search from '@vithelper/list-search';
import { renderAt } from '@vithelper/shared/testing';
import { nouns } from './list-status';
import { SearchableList, type SearchableListProps } from './searchable-list';

type Course = { id: string; name: string };
const fieldsOf = (course: Course) => ({ name: course.name });
const renderItem = (course: Course) => <span>{course.name}</span>;

/** A list of courses as a page shows it, with what the test adds around it. */
function CourseSearch(
  props: Pick<SearchableListProps<Course>, 'list'> & Partial<SearchableListProps<Course>>,
) {
  return (
    <SearchableList
      fieldsOf={fieldsOf}
      searchLabel="Search courses:"
      placeholder="Course"
      noun={nouns.papers}
      renderItem={renderItem}
      layout="list"
      estimateRowHeight={88}
      label="Courses"
      {...props}
    />
  );
}

beforeEach(() => act(() => clearFilter()));

describe('SearchableList, before the first key', () => {
  it("fetches the close-match matcher and the page's search sections when the box gets the focus", async () => {
    const courses: Course[] = [
      { id: 'a', name: 'Algorithms' },
      { id: 'b', name: 'Biology' },
    ];
    const matcher = jest.spyOn(search, 'loadCloseMatcher');
    const warm = jest.spyOn(search, 'warmRankedSearch');
    const onSearchFocus = jest.fn();
    renderAt(<CourseSearch list={courses} onSearchFocus={onSearchFocus} />);
    expect(matcher).not.toHaveBeenCalled();
    expect(warm).not.toHaveBeenCalled();
    expect(onSearchFocus).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Search courses:'));
    expect(matcher).toHaveBeenCalled();
    // The search itself warms up on this list once the matcher is in (jsdom has no idle callbacks:
    // at once), so the warm-up also builds the close matches' index and no key has to.
    await waitFor(() => expect(warm).toHaveBeenCalledTimes(1));
    const warmed = warm.mock.calls[0]![0];
    expect(warmed.items).toEqual(courses);
    expect(warmed.fuzzy?.haystack).toEqual(['algorithms', 'biology']);
    expect(onSearchFocus).toHaveBeenCalledTimes(1);
    // Nothing was typed: the list is whole.
    expect(screen.getByText('2 papers')).toBeInTheDocument();
    matcher.mockRestore();
    warm.mockRestore();
  });
});

describe('SearchableList, a search that finds no item', () => {
  it('shows the close matches and what else was found first, the request last and told so', async () => {
    const courses: Course[] = [
      { id: 'a', name: 'Operating Systems' },
      { id: 'b', name: 'Biology' },
    ];
    renderAt(
      <main>
        <CourseSearch
          list={courses}
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
    renderAt(<CourseSearch list={many} />);
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
