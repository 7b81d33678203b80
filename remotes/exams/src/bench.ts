/**
 * What the benches build of the exams section besides its routes (the package entry
 * @vithelper/exams/bench): the search bench's baseline page (bench/naive-papers/) draws its list
 * with the section's own search box, slot label and list styles, the search's floor page
 * (bench/floor/search-floor-page.tsx) draws the section's own paper rows for the matches its
 * fields find (and as many close matches as the page shows first), and bench/lib/markers.test.ts
 * checks its marks against the list's status. No app imports it.
 */
export { SearchBox } from './common/search/components/search-box';
export { CLOSE_FIRST } from './common/search/components/searchable-list';
export { ListStatus, nouns, type ListStatusProps } from './common/search/components/list-status';
export { paperSearchFields, paperSlotLabel } from './features/papers/data/paper-text';
export { PaperItem } from './features/papers/components/paper-item';
export { default as itemListStyles } from './common/list/components/item-list.module.css';
export { default as paperItemStyles } from './features/papers/components/paper-item.module.css';
