/**
 * What the documents claim about the repository, checked against it: the files they name, the
 * `npm run` scripts they tell you to run, the routes in their routes tables, and the sections of
 * documents that code and documents cite by title or anchor. Pure over what it is given (the
 * text, and a `Repo` answering what exists), so scripts/doc-claims.test.ts runs it on the real
 * repository and on small fixtures alike.
 */
import path from 'node:path';

/** What the checker asks of the repository. Paths are repo-relative, with forward slashes. */
export type Repo = {
  /** A tracked file or folder, or a path git ignores (a build's or a bench's output). */
  exists: (repoPath: string) => boolean;
  /** The first segments of the repository's tracked paths (`shell`, `scripts`, `README.md` …). */
  topLevel: ReadonlySet<string>;
  /** A workspace's scripts by its folder or package name ('' is the root); undefined: none. */
  scripts: (workspace: string) => ReadonlySet<string> | undefined;
  /** Every route some app owns (remotes' routes.ts and registries, the shell's own routes). */
  routes: ReadonlySet<string>;
  /** The titles of a Markdown file's headings; undefined when there is no such file. */
  headings: (repoPath: string) => readonly string[] | undefined;
};

/** One claim that is not true, where it is made. */
export type StaleClaim = { file: string; line: number; claim: string; problem: string };

/** `file:line  claim — problem`, one a line: what the failing test prints. */
export const formatClaims = (claims: readonly StaleClaim[]): string =>
  claims.map((c) => `${c.file}:${c.line}  ${c.claim} — ${c.problem}`).join('\n');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export const headingAnchor = (title: string): string =>
  title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** A Markdown text's heading titles (outside fenced code), without the #s or trailing #s. */
export function markdownHeadings(text: string): string[] {
  const titles: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) titles.push(heading[1]);
  }
  return titles;
}

const sameTitle = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** 1-based line of a character offset. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The text with fenced code blocks blanked (line count kept): their paths are examples too. */
const withoutFences = (text: string): string =>
  text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));

/** A span that names a placeholder or a pattern, not a path: `<x>`, `*`, `{a,b}`, `$X`, `…`. */
const PLACEHOLDER = /[<>*{}$|…]|\.\.\./;

/** Where a relative path in `doc` may live: the repository root, the doc's folder, its src/. */
function candidatesFor(doc: string, claimed: string, repo: Repo): string[] | null {
  const first = claimed.split('/')[0] ?? '';
  const docDir = path.posix.dirname(doc);
  const bases: string[] = [];
  if (repo.topLevel.has(first)) bases.push('');
  for (const dir of docDir === '.' ? [] : [docDir, `${docDir}/src`]) {
    if (repo.exists(`${dir}/${first}`)) bases.push(dir);
  }
  if (bases.length === 0) return null;
  return bases.map((base) => path.posix.normalize(base ? `${base}/${claimed}` : claimed));
}

/** Every repo path named in backticks (a path with a slash) that does not exist. */
function checkPaths(doc: string, text: string, repo: Repo): StaleClaim[] {
  const stale: StaleClaim[] = [];
  const body = withoutFences(text);
  for (const match of body.matchAll(/`([^`\n]+)`/g)) {
    const span = (match[1] ?? '').trim();
    if (/\s/.test(span) || !span.includes('/') || PLACEHOLDER.test(span)) continue;
    if (/^(\/|\.\/|@|[a-z]+:)/i.test(span)) continue; // a route, an expose, a package, a URL
    const claimed = span.replace(/[#?].*$/, '').replace(/:\d+(-\d+)?$/, '');
    const candidates = candidatesFor(doc, claimed.replace(/\/$/, ''), repo);
    if (!candidates || candidates.some((candidate) => repo.exists(candidate))) continue;
    stale.push({
      file: doc,
      line: lineAt(text, match.index),
      claim: `\`${span}\``,
      problem: 'no such file or folder',
    });
  }
  return stale;
}

/** Markdown links to repo files: the file exists, and an #anchor is one of its headings. */
function checkLinks(doc: string, text: string, repo: Repo): StaleClaim[] {
  const stale: StaleClaim[] = [];
  for (const match of withoutFences(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/i.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const resolved = file
      ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), decodeURIComponent(file)))
      : doc;
    const line = lineAt(text, match.index);
    if (file && !repo.exists(resolved.replace(/\/$/, ''))) {
      stale.push({ file: doc, line, claim: `(${target})`, problem: 'links to no such file' });
      continue;
    }
    if (!anchor || !resolved.endsWith('.md')) continue;
    const headings = repo.headings(resolved) ?? [];
    if (!headings.some((title) => headingAnchor(title) === anchor)) {
      stale.push({ file: doc, line, claim: `(${target})`, problem: `no heading #${anchor}` });
    }
  }
  return stale;
}

/** `npm run <script>` (and `npm start|test`), with `-w <workspace>` before or after. */
function checkScripts(doc: string, text: string, repo: Repo): StaleClaim[] {
  const stale: StaleClaim[] = [];
  const command =
    /\bnpm (?:run(?:\s+(?:-w|--workspace)[ =](\S+))?\s+([A-Za-z0-9][\w:.-]*)|(start|test)\b)((?:\s+(?:-w|--workspace)[ =][^\s`]+)?)/g;
  for (const match of text.matchAll(command)) {
    const script = (match[2] ?? match[3] ?? '').replace(/[:.]+$/, '');
    const after = /(?:-w|--workspace)[ =]([^\s`]+)/.exec(match[4] ?? '')?.[1];
    const workspace = (match[1] ?? after ?? '').replace(/\/$/, '');
    if (PLACEHOLDER.test(workspace) || PLACEHOLDER.test(script)) continue;
    const scripts = repo.scripts(workspace);
    const line = lineAt(text, match.index);
    const claim = match[0].trim();
    if (!scripts) {
      stale.push({ file: doc, line, claim, problem: `no workspace ${workspace}` });
    } else if (!scripts.has(script)) {
      const where = workspace ? `${workspace}/package.json` : 'the root package.json';
      stale.push({ file: doc, line, claim, problem: `${where} has no script "${script}"` });
    }
  }
  return stale;
}

/** A route's shape: `/a/:id`, `/a/<id>` and `/a/:key` are the same route. */
const routeShape = (route: string) =>
  route.replace(/[?#].*$/, '').replace(/\/(:[^/]+|<[^/>]+>)/g, '/:');

/** Routes in a routes table (a header with a Route column, or Path beside Page) that no app owns. */
function checkRoutes(doc: string, text: string, repo: Repo): StaleClaim[] {
  const stale: StaleClaim[] = [];
  const known = new Set([...repo.routes].map(routeShape));
  const lines = text.split('\n');
  let inRoutesTable = false;
  lines.forEach((row, index) => {
    if (!row.trimStart().startsWith('|')) {
      inRoutesTable = false;
      return;
    }
    const cells = row.split('|').map((cell) => cell.trim().toLowerCase());
    const isHeader = /^\|?\s*:?-{3,}/.test(lines[index + 1]?.trim() ?? '');
    if (isHeader) {
      inRoutesTable = cells.includes('route') || (cells.includes('path') && cells.includes('page'));
      return;
    }
    if (!inRoutesTable) return;
    const firstCell = row.split('|')[1] ?? '';
    for (const [, route = ''] of firstCell.matchAll(/`(\/[^`]*)`/g)) {
      if (!known.has(routeShape(route))) {
        stale.push({
          file: doc,
          line: index + 1,
          claim: `\`${route}\``,
          problem: 'no app owns it',
        });
      }
    }
  });
  return stale;
}

/**
 * Citations of a document's section: `docs/x.md#anchor`, or the path then a comma and the
 * section's title in double quotes or underscores — over comment lines joined,
 * so a title broken across two lines of a comment is read whole.
 */
function checkCitations(file: string, text: string, repo: Repo): StaleClaim[] {
  const stale: StaleClaim[] = [];
  if (!text.includes('.md')) return stale;
  // A line break and the next line's comment marker become one space; offsets map back.
  const offsets: number[] = [];
  let joined = '';
  for (let i = 0; i < text.length; i += 1) {
    const rest = /^\n[ \t]*(?:\*(?!\/)|\/\/|#(?!#))?[ \t]*/.exec(text.slice(i, i + 40));
    if (rest) {
      joined += ' ';
      offsets.push(i);
      i += rest[0].length - 1;
    } else {
      joined += text[i];
      offsets.push(i);
    }
  }
  const citation =
    /(?<![\w./'"-])((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?`?(?:,\s+(?:"([^"]+)"|“([^”]+)”|_([^_]+)_))?/g;
  for (const match of joined.matchAll(citation)) {
    const [, cited = '', anchor, ...titles] = match;
    const title = titles.find((t) => t !== undefined);
    if (!anchor && title === undefined) continue;
    const line = lineAt(text, offsets[match.index] ?? 0);
    const fromRoot = path.posix.normalize(cited);
    const fromHere = path.posix.normalize(path.posix.join(path.posix.dirname(file), cited));
    const target = [fromRoot, fromHere].find((p) => repo.headings(p) !== undefined);
    const claim = match[0];
    if (!target) {
      if (repo.topLevel.has(cited.split('/')[0] ?? '') || cited === fromHere) {
        stale.push({ file, line, claim, problem: `no such document ${cited}` });
      }
      continue;
    }
    const headings = repo.headings(target) ?? [];
    if (anchor && !headings.some((h) => headingAnchor(h) === anchor)) {
      stale.push({ file, line, claim, problem: `${target} has no heading #${anchor}` });
    }
    if (title !== undefined && !headings.some((h) => sameTitle(h, title))) {
      stale.push({ file, line, claim, problem: `${target} has no heading "${title}"` });
    }
  }
  return stale;
}

/**
 * Paths a document names on purpose although they are not in the repository (what a command
 * creates: `npm run new-remote -- notes` makes remotes/notes), declared in the document itself:
 * `<!-- doc-claims: not in the repository: remotes/notes, config/production.json -->`.
 */
function declaredAbsent(text: string): string[] {
  return [...text.matchAll(/<!--\s*doc-claims: not in the repository:([^>]*?)-->/g)].flatMap(
    ([, list = '']) => list.split(/[\s,]+/).filter(Boolean),
  );
}

/** Every stale claim of one Markdown document. */
export function checkDocument(doc: string, text: string, repo: Repo): StaleClaim[] {
  const absent = declaredAbsent(text);
  const named = (claim: string) =>
    absent.some((p) => claim.split(/[^\w./-]+/).some((word) => word.replace(/\/$/, '') === p));
  return [
    ...checkPaths(doc, text, repo),
    ...checkLinks(doc, text, repo),
    ...checkScripts(doc, text, repo),
    ...checkRoutes(doc, text, repo),
    ...checkCitations(doc, text, repo),
  ].filter((stale) => !named(stale.claim));
}

/** Every stale section citation of one code file, and any citation of the archive. */
export function checkCode(file: string, text: string, repo: Repo): StaleClaim[] {
  const stale = checkCitations(file, text, repo);
  for (const match of text.matchAll(/docs\/archive\/[\w./-]*/g)) {
    stale.push({
      file,
      line: lineAt(text, match.index),
      claim: match[0],
      problem: 'code cites the archive; cite a section of a current document',
    });
  }
  return stale;
}
