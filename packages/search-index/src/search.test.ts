import { buildIndexFiles, offlineBytes, PACK_SIZE } from './build';
import { insidePapersEngine } from './engine';
import type { IndexDoc } from './format';
import { searchInsidePapers } from './search';

const DOCS: IndexDoc[] = [
  {
    id: '-paper-os',
    pages: [
      'Operating Systems\nCourse code: CSE2005\nPart A: answer all questions',
      "Part B\n7. (a) Explain the banker's algorithm and decide whether the given state is safe.\nDraw the resource allocation graph <b>as shown</b>.",
    ],
  },
  {
    id: '-paper-dsa',
    pages: [
      'Data Structures and Algorithms\nCourse code: CSE2003',
      'Part B',
      "Apply Dijkstra's algorithm to the weighted graph given below. Why does Dijkstra's algorithm fail with negative weights? Sorting algorithms (a+b)*",
    ],
  },
  {
    id: '-paper-maths',
    pages: ['Find the Laplace transform of t sin t. Hence solve the equation. Ταχύτητα φωτός'],
  },
];

function indexOf(docs: readonly IndexDoc[]) {
  const { files, manifest } = buildIndexFiles(docs);
  const loaded: string[] = [];
  const load = (path: string) => {
    loaded.push(path);
    const text = files.get(path);
    return text === undefined
      ? Promise.reject(new Error(`404 ${path}`))
      : Promise.resolve(JSON.parse(text));
  };
  const search = (query: string) => searchInsidePapers(insidePapersEngine(), load, query);
  return { files, manifest, loaded, search };
}

const marked = (segments: Array<{ text: string; mark: boolean }>) =>
  segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

describe('the inside-papers index', () => {
  it('a word inside a paper finds its page, with the word marked in the snippet', async () => {
    const { search } = indexOf(DOCS);
    const result = await search('dijkstra');
    expect(result.total).toBe(1);
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]).toMatchObject({ id: '-paper-dsa', page: 3 });
    expect(marked(result.hits[0]!.segments)).toContain("Apply [Dijkstra's] algorithm");
    expect(marked(result.hits[0]!.segments)).toContain("Why does [Dijkstra's] algorithm");
  });

  it('several words find only the pages that hold all of them, stems matching other forms', async () => {
    const { search } = indexOf(DOCS);
    const result = await search("banker's algorithms");
    expect(result.hits.map((h) => [h.id, h.page])).toEqual([['-paper-os', 2]]);
    expect(marked(result.hits[0]!.segments)).toContain("the [banker's] [algorithm]");
    const both = await search('algorithm');
    expect(both.hits.map((h) => h.id).sort()).toEqual(['-paper-dsa', '-paper-os']);
    // The page with more of the word ranks first.
    expect(both.hits[0]!.id).toBe('-paper-dsa');
  });

  it('the last word typed part-way matches as a prefix', async () => {
    const { search } = indexOf(DOCS);
    const result = await search('laplace transf');
    expect(result.hits.map((h) => h.id)).toEqual(['-paper-maths']);
    expect(marked(result.hits[0]!.segments)).toContain('the [Laplace] [transform] of t sin t');
  });

  it('markup in a paper stays text in the snippet, and regex characters in a query are plain text', async () => {
    const { search } = indexOf(DOCS);
    const result = await search('resource allocation');
    expect(marked(result.hits[0]!.segments)).toContain(
      '[resource] [allocation] graph <b>as shown</b>',
    );
    await expect(search('(a+b)* [')).resolves.toMatchObject({ hits: [], total: 0 });
  });

  it('stop words alone, non-Latin text and a very long query give a sensible answer', async () => {
    const { search, loaded } = indexOf(DOCS);
    await expect(search('the of and')).resolves.toEqual({ hits: [], total: 0, words: [] });
    expect(loaded).toEqual([]); // nothing is fetched for a query without words
    const greek = await search('ταχύτητα');
    expect(greek.hits.map((h) => h.id)).toEqual(['-paper-maths']);
    const long = await search(`dijkstra ${'zzz '.repeat(5_000)}`);
    expect(long.words.length).toBeLessThanOrEqual(8);
  });

  it('a query fetches the manifest, the shards of its words and the fragments of its hits only', async () => {
    const { search, loaded, files } = indexOf(DOCS);
    await search('dijkstra');
    expect(loaded[0]).toBe('manifest.json');
    const shards = loaded.filter((p) => p.includes('/t/'));
    const fragments = loaded.filter((p) => p.includes('/p/'));
    expect(shards).toHaveLength(1);
    expect(fragments).toHaveLength(1);
    expect(loaded.length).toBeLessThan(files.size);
  });

  it('the build is deterministic, and a damaged file is an error (the list then searches courses only)', async () => {
    const a = buildIndexFiles(DOCS);
    const b = buildIndexFiles(DOCS);
    expect(a.manifest).toEqual(b.manifest);
    expect(a.manifest).toMatchObject({ papers: 3, pages: 6 });
    const { files, search } = indexOf(DOCS);
    for (const path of files.keys()) if (path.includes('/t/')) files.set(path, '"nope"');
    await expect(search('dijkstra')).rejects.toThrow(/damaged/);
  });
});

describe('papers published since the build (the recent part)', () => {
  const recentSearch = (
    docs: readonly IndexDoc[],
    recent: () => Promise<Array<{ id: string; pages: string[] }>>,
  ) => {
    const { files, manifest } = buildIndexFiles(DOCS);
    files.set('manifest.json', JSON.stringify({ ...manifest, at: 1_700_000_000_000 }));
    const asked: number[] = [];
    const load = (path: string) => {
      const text = files.get(path);
      return text === undefined
        ? Promise.reject(new Error(`404 ${path}`))
        : Promise.resolve(JSON.parse(text));
    };
    return {
      asked,
      search: (query: string) =>
        searchInsidePapers(insidePapersEngine(), load, query, 8, (since) => {
          asked.push(since);
          return recent();
        }),
    };
  };

  it('a paper approved after the build is found first, on its page, with the words marked; since the build time', async () => {
    const { search, asked } = recentSearch(DOCS, () =>
      Promise.resolve([
        { id: '-new-paper', pages: ['Part A', "Trace Dijkstra's algorithm from vertex A."] },
        { id: '-new-other', pages: ['Fourier series of x squared'] },
      ]),
    );
    const result = await search('dijkstra');
    expect(asked).toEqual([1_700_000_000_000]);
    expect(result.hits.map((h) => [h.id, h.page])).toEqual([
      ['-new-paper', 2],
      ['-paper-dsa', 3],
    ]);
    expect(result.total).toBe(2);
    expect(marked(result.hits[0]!.segments)).toContain("Trace [Dijkstra's] algorithm");
  });

  it('a paper in both the index and the recent texts is listed once', async () => {
    const { search } = recentSearch(DOCS, () =>
      Promise.resolve([{ id: '-paper-dsa', pages: ["Dijkstra's algorithm, corrected text"] }]),
    );
    const result = await search('dijkstra');
    expect(result.hits.map((h) => h.id)).toEqual(['-paper-dsa']);
    expect(result.total).toBe(1);
  });

  it('when the recent texts cannot be read (offline, refused, damaged) the index still answers', async () => {
    for (const recent of [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve('nope' as unknown as Array<{ id: string; pages: string[] }>),
      () => Promise.resolve([{ id: 5, pages: null } as unknown as { id: string; pages: string[] }]),
    ]) {
      const { search } = recentSearch(DOCS, recent);
      const result = await search('dijkstra');
      expect(result.hits.map((h) => h.id)).toEqual(['-paper-dsa']);
    }
  });
});

describe('bad input and damaged files', () => {
  it('markup and regex characters in a query are words or nothing, never a pattern or HTML', async () => {
    const { search, loaded } = indexOf(DOCS);
    await expect(search('.*+?^${}()|[]\\ <>/')).resolves.toEqual({ hits: [], total: 0, words: [] });
    expect(loaded).toEqual([]);
    const markup = await search('<script>alert(1)</script> dijkstra');
    expect(markup.words).toEqual(['script', 'alert', 'dijkstra']);
    expect(markup.hits).toEqual([]);
    const dotted = await search('dijkstra.*');
    expect(dotted.hits.map((h) => h.id)).toEqual(['-paper-dsa']);
  });

  it('a very long query (a pasted page, a 10 000-letter word) gives an answer, not a freeze', async () => {
    const { search } = indexOf(DOCS);
    const word = await search('a'.repeat(10_000));
    expect(word).toMatchObject({ hits: [], total: 0 });
    expect(word.words[0]!.length).toBeLessThanOrEqual(insidePapersEngine().maxWord);
    const pasted = await search(
      `laplace transform ${"Apply Dijkstra's algorithm. ".repeat(2_000)}`,
    );
    expect(pasted.words.length).toBeLessThanOrEqual(insidePapersEngine().maxQueryWords);
  });

  it('non-Latin text: Greek found in a paper, other scripts a clear no match', async () => {
    const { search } = indexOf(DOCS);
    expect((await search('φωτός')).hits.map((h) => h.id)).toEqual(['-paper-maths']);
    await expect(search('தமிழ் 中文')).resolves.toMatchObject({ hits: [], total: 0 });
  });

  it.each<[string, (files: Map<string, string>) => void]>([
    ['a damaged text fragment', (files) => setEvery(files, '/p/', '{"id":')],
    ['a text fragment of the wrong shape', (files) => setEvery(files, '/p/', '{"pages":7}')],
    ['a missing text fragment', (files) => deleteEvery(files, '/p/')],
    ['a missing term shard', (files) => deleteEvery(files, '/t/')],
    ['a damaged manifest', (files) => files.set('manifest.json', '{"v":1')],
    ['a manifest of another format', (files) => files.set('manifest.json', '{"v":99}')],
  ])('%s is an error the list shows as a note (it then searches courses only)', async (_, harm) => {
    const { files, search } = indexOf(DOCS);
    harm(files);
    await expect(search('dijkstra')).rejects.toThrow();
  });
});

function setEvery(files: Map<string, string>, part: string, text: string) {
  for (const path of files.keys()) if (path.includes(part)) files.set(path, text);
}
function deleteEvery(files: Map<string, string>, part: string) {
  for (const path of [...files.keys()]) if (path.includes(part)) files.delete(path);
}

describe('the offline download', () => {
  it('packs every text fragment, in order, in files of PACK_SIZE, and the manifest says so', () => {
    const many: IndexDoc[] = Array.from({ length: PACK_SIZE + 3 }, (_, n) => ({
      id: `-p${n}`,
      pages: [`Question ${n}: Dijkstra`],
    }));
    const { files, manifest } = buildIndexFiles(many);
    expect(manifest.pack).toBe(PACK_SIZE);
    const packs = [...files.keys()].filter((path) => path.includes('/pack/')).sort();
    expect(packs).toEqual([`${manifest.build}/pack/0.json`, `${manifest.build}/pack/1.json`]);
    const unpacked = packs.flatMap((path) => JSON.parse(files.get(path)!) as unknown[]);
    expect(unpacked).toHaveLength(many.length);
    unpacked.forEach((fragment, ord) =>
      expect(fragment).toEqual(JSON.parse(files.get(`${manifest.build}/p/${ord}.json`)!)),
    );
  });

  it('its size counts the shards and packs as served, not the one-by-one fragments', () => {
    const served = new Map([
      ['manifest.json', 300],
      ['b1/t/di.json', 1000],
      ['b1/p/0.json', 400],
      ['b1/p/1.json', 400],
      ['b1/pack/0.json', 600],
    ]);
    expect(offlineBytes(served)).toBe(1600);
  });
});
