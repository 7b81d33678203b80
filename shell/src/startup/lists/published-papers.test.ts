import { emptyCollections } from '@vithelper/contracts/content';
import { getCollections } from '@vithelper/shared';
import { setCollections } from '@vithelper/shared/bus-writers';
import { removePaper, upsertPaper } from './published-papers';

describe('a record published or unpublished while the page is open', () => {
  const paper = (id: string, course: string) => ({
    id,
    name: [course, 'CSE2005', 'A1'] as [string, string, string],
    file_name: id,
  });

  it('joins its list once, replaces itself when sent again, and leaves on removal', () => {
    setCollections({ ...emptyCollections(), cat1: [paper('p1', 'Imported')] });
    upsertPaper('cat1', paper('p2', 'Operating Systems'));
    upsertPaper('cat1', paper('p2', 'Operating Systems Concepts'));
    expect(getCollections()?.cat1.map((item) => [item.id, item.name[0]])).toEqual([
      ['p1', 'Imported'],
      ['p2', 'Operating Systems Concepts'],
    ]);
    removePaper('cat1', 'p2');
    removePaper('cat1', 'not-there');
    expect(getCollections()?.cat1.map((item) => item.id)).toEqual(['p1']);
  });
});
