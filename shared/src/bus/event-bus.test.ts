import { firstValueFrom } from 'rxjs';
import { emptyCollections } from '@vithelper/contracts/content';
import {
  clearFilter,
  collections$,
  filter$,
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

  it('replaces a whole list and keeps the others', async () => {
    setCollections({ ...emptyCollections(), faqs: [{ id: 'f1', question: 'Q?', answer: 'A.' }] });
    replaceList('materials', [
      { id: 'm1', name: 'DSA notes', comments: ['dsa', 'https://example.com'] },
    ]);
    const collections = await firstValueFrom(collections$);
    expect(collections?.faqs).toEqual([{ id: 'f1', question: 'Q?', answer: 'A.' }]);
    expect(collections?.materials).toHaveLength(1);
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
