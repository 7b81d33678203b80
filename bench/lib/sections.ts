import { round } from './stats';

/**
 * The sections whose first visit npm run bench measures (a header link clicked from the first
 * view of /, its content's mark awaited, the bytes it added counted) and bench:check holds to
 * sectionFirstVisitJsKB of bench/budgets.json. bench/bytes-only.ts measures the same ones.
 */
export const FIRST_VISIT_SECTIONS = [
  { name: 'exams', href: '/cat1papers', mark: 'cat1' },
  { name: 'placements', href: '/placements', mark: 'placements' },
  { name: 'blogs', href: '/blogs', mark: 'blogs' },
  // The question section's front door, its list of courses (remotes/courses).
  { name: 'courses', href: '/courses', mark: 'courses' },
] as const;

/**
 * Each section's first-visit JS in KB as bench:check reads it from bench/results/latest.json:
 * every section above, a section the results lack given as null (so its budget fails rather than
 * going unchecked), then any other section the results hold.
 */
export function sectionFirstVisitJsKB(
  sections: Record<string, { added: { js: number } }> | undefined,
): [name: string, kb: number | null][] {
  const named: string[] = FIRST_VISIT_SECTIONS.map((section) => section.name);
  const others = Object.keys(sections ?? {}).filter((name) => !named.includes(name));
  return [...named, ...others].map((name) => {
    const js = sections?.[name]?.added.js;
    return [name, js == null ? null : round(js / 1024)];
  });
}
