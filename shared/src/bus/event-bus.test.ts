import { firstValueFrom } from 'rxjs';
import {
  appendItem,
  clearFilter,
  collections$,
  emptyCollections,
  filter$,
  getUser,
  login,
  logout,
  replaceList,
  setCollections,
  setFilter,
} from './event-bus';

describe('the event bus', () => {
  it('holds one filter string for every list', async () => {
    setFilter('MAT');
    expect(await firstValueFrom(filter$)).toBe('MAT');
    clearFilter();
    expect(await firstValueFrom(filter$)).toBe('');
  });

  it('login sets the user and logout clears it', () => {
    login('uid-1');
    expect(getUser()).toBe('uid-1');
    logout();
    expect(getUser()).toBeNull();
  });

  it('appends one item or replaces a whole list', async () => {
    setCollections(emptyCollections());
    appendItem('faqs', { id: 'f1', question: 'Q?', answer: 'A.' });
    replaceList('materials', [
      { id: 'm1', name: 'DSA notes', comments: ['dsa', 'https://example.com'] },
    ]);
    const collections = await firstValueFrom(collections$);
    expect(collections?.faqs).toEqual([{ id: 'f1', question: 'Q?', answer: 'A.' }]);
    expect(collections?.materials).toHaveLength(1);
  });
});
