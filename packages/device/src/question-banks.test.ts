import { SECTION_DATA_CACHE } from '@vithelper/contracts/questions/paths';
import { keepAllCourseBanks, keepCourseBank } from './question-banks';

const COURSES = 'http://localhost:3004';
const FILES: Record<string, unknown> = {
  [`${window.location.origin}/remotes.json`]: {
    remotes: [
      {
        name: 'exams',
        manifest: 'http://localhost:3001/mf-manifest.json',
        routes: ['/cat1papers'],
      },
      {
        name: 'courses',
        manifest: `${COURSES}/mf-manifest.json`,
        routes: ['/courses', '/courses/:code', '/q/:id'],
      },
    ],
  },
  [`${COURSES}/questions/courses.json`]: {
    version: 1,
    courses: [{ code: 'CSE2005' }, { code: 'MAT1011' }, { code: '../x' }],
  },
  [`${COURSES}/questions/courses/CSE2005.json`]: {
    questions: [{ id: 'q_000000000000a' }, { id: 'q_000000000000b' }],
  },
  [`${COURSES}/questions/courses/MAT1011.json`]: { questions: [{ id: 'q_000000000000c' }] },
  [`${COURSES}/questions/ids/a.json`]: { q_000000000000a: 'CSE2005' },
  [`${COURSES}/questions/ids/b.json`]: { q_000000000000b: 'CSE2005' },
  [`${COURSES}/questions/ids/c.json`]: { q_000000000000c: 'MAT1011' },
};

/** The Cache API as far as the module uses it: one named cache of URL -> body. */
const kept = new Map<string, Map<string, string>>();

beforeEach(() => {
  kept.clear();
  Object.assign(globalThis, {
    caches: {
      open: (name: string) => {
        const cache = kept.get(name) ?? kept.set(name, new Map()).get(name)!;
        return Promise.resolve({
          put: async (url: string, response: { text(): Promise<string> }) => {
            cache.set(url, await response.text());
          },
        });
      },
    },
    Response: class {
      constructor(private readonly body: string) {}
      text() {
        return Promise.resolve(this.body);
      }
    },
    fetch: (url: string) => {
      const body = FILES[url];
      return Promise.resolve({
        ok: body !== undefined,
        status: body === undefined ? 404 : 200,
        json: () => Promise.resolve(body),
        text: () => Promise.resolve(JSON.stringify(body)),
      });
    },
  });
});

describe('course banks kept for offline use', () => {
  it("a saved paper keeps its course's bank, the course list and the shards of its questions", async () => {
    await keepCourseBank('CSE 2005');
    expect([...kept.get(SECTION_DATA_CACHE)!.keys()].sort()).toEqual([
      `${COURSES}/questions/courses.json`,
      `${COURSES}/questions/courses/CSE2005.json`,
      `${COURSES}/questions/ids/a.json`,
      `${COURSES}/questions/ids/b.json`,
    ]);
  });

  it('"make search work offline" keeps every bank the list names, and nothing it does not', async () => {
    expect(await keepAllCourseBanks()).toBe(2);
    const urls = [...kept.get(SECTION_DATA_CACHE)!.keys()];
    expect(urls).toHaveLength(6);
    expect(urls).toContain(`${COURSES}/questions/courses/MAT1011.json`);
    expect(urls).toContain(`${COURSES}/questions/ids/c.json`);
    expect(urls.some((url) => url.includes('..'))).toBe(false);
  });

  it('a course without a bank keeps only the list', async () => {
    await keepCourseBank('PHY1001');
    expect([...kept.get(SECTION_DATA_CACHE)!.keys()]).toEqual([
      `${COURSES}/questions/courses.json`,
    ]);
  });
});
