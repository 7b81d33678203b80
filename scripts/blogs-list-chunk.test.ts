import path from 'node:path';
import { build } from 'esbuild';

/**
 * The blog list's chunk carries the article cards, not the six article bodies: bundling the
 * list page alone (as webpack splits it off in remotes/blogs/src/routes.ts) pulls in none of
 * the body modules, while one article page does pull in its own.
 */
const articles = path.join(__dirname, '../remotes/blogs/src/features/articles/data');
const bodySlugs = [
  'onlinevsoffline',
  'hostel-vacating-procedure',
  'room-counselling',
  'placement-experience',
  'placement-guide',
  'npm-package',
];

async function bundledFiles(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(__dirname, '..', entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.svg': 'file', '.css': 'empty' },
    outdir: 'out',
    packages: 'external',
  });
  return Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
}

const isBody = (file: string) =>
  bodySlugs.some((slug) => file === path.join(articles, `${slug}.ts`));

describe('the blog list chunk', () => {
  it('contains no article body', async () => {
    const files = await bundledFiles(
      'remotes/blogs/src/features/articles/components/blogs-page.tsx',
    );
    expect(files.some((file) => file.endsWith('blog-card.tsx'))).toBe(true);
    expect(files.filter(isBody)).toEqual([]);
  });

  it('while an article page contains its own body only', async () => {
    const files = await bundledFiles('remotes/blogs/src/app/pages/npm-package-page.tsx');
    expect(files.filter(isBody)).toEqual([path.join(articles, 'npm-package.ts')]);
  });
});
