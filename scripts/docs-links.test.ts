import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** The repo's tracked files whose path ends with one of the extensions. */
function trackedFiles(...extensions: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed.split('\0').filter((file) => extensions.some((ext) => file.endsWith(ext)));
}

describe('documents point at files that exist', () => {
  it('every relative Markdown link resolves to a file or folder in the repo', () => {
    const broken: string[] = [];
    for (const file of trackedFiles('.md')) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^#/i.test(target)) continue;
        const targetPath = decodeURIComponent(target.split('#')[0] ?? '');
        if (!fs.existsSync(path.resolve(root, path.dirname(file), targetPath))) {
          broken.push(`${file} -> ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('code cites the repo file a rule comes from, never a numbered section of a document outside it', () => {
    const citing = trackedFiles('.ts', '.tsx', '.css', '.html').filter((file) =>
      new RegExp(['Spec', '§'].join(' '), 'i').test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });
});
