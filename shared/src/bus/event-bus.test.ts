import { firstValueFrom } from 'rxjs';
import { emptyCollections } from '@vithelper/contracts/content';
import {
  appendItem,
  clearFilter,
  collections$,
  filter$,
  getCollections,
  getUser,
  login,
  logout,
  removeItem,
  replaceList,
  setCollections,
  setFilter,
  upsertItem,
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

describe('a record published or unpublished while the page is open', () => {
  const paper = (id: string, course: string) => ({
    id,
    name: [course, 'CSE2005', 'A1'] as [string, string, string],
    file_name: id,
  });

  it('joins its list once, replaces itself when sent again, and leaves on removal', () => {
    setCollections({ ...emptyCollections(), cat1: [paper('p1', 'Imported')] });
    upsertItem('cat1', paper('p2', 'Operating Systems'));
    upsertItem('cat1', paper('p2', 'Operating Systems Concepts'));
    expect(getCollections()?.cat1.map((item) => [item.id, item.name[0]])).toEqual([
      ['p1', 'Imported'],
      ['p2', 'Operating Systems Concepts'],
    ]);
    removeItem('cat1', 'p2');
    removeItem('cat1', 'not-there');
    expect(getCollections()?.cat1.map((item) => item.id)).toEqual(['p1']);
  });
});

describe('the event bus seen from an app with its own copy of RxJS', () => {
  // RxJS is not a federation singleton (build/webpack.shared.ts): a section may pipe the bus with operators of its own copy.
  type RxJs = typeof import('rxjs');
  let own: RxJs;
  jest.isolateModules(() => {
    own = jest.requireActual<RxJs>('rxjs');
  });

  it('filters, maps and collects the bus values with the other copy', async () => {
    const { Observable } = await import('rxjs');
    expect(own.Observable).not.toBe(Observable);
    const seen: string[] = [];
    const subscription = own
      .from(filter$)
      .pipe(
        own.filter((text) => text !== ''),
        own.map((text) => text.toUpperCase()),
      )
      .subscribe((text) => seen.push(text));
    setFilter('mat');
    setFilter('');
    setFilter('phy');
    subscription.unsubscribe();
    expect(seen).toEqual(['MAT', 'PHY']);
    expect(await own.firstValueFrom(filter$.pipe(own.take(1)))).toBe('phy');
    clearFilter();
  });
});
