import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFilter } from '@vithelper/shared';
import * as search from '@vithelper/list-search';
import { renderAt } from '@vithelper/shared/testing';
import { nouns } from './list-status';
import { SearchableList } from './searchable-list';

type Course = { id: string; name: string };
const courses: Course[] = [
  { id: 'a', name: 'Algorithms' },
  { id: 'b', name: 'Biology' },
];
const fieldsOf = (course: Course) => ({ name: course.name });
const renderItem = (course: Course) => <span>{course.name}</span>;

describe('SearchableList, before the first key', () => {
  beforeEach(() => act(() => clearFilter()));

  it("fetches the close-match matcher and the page's search sections when the box gets the focus", async () => {
    const matcher = jest.spyOn(search, 'loadCloseMatcher');
    const warm = jest.spyOn(search, 'warmRankedSearch');
    const onSearchFocus = jest.fn();
    renderAt(
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
        onSearchFocus={onSearchFocus}
      />,
    );
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
