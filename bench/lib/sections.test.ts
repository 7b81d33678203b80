/**
 * bench:check holds every section's first visit to sectionFirstVisitJsKB: the question section's
 * too, and a section the results lack is a failed budget, not one skipped.
 */
import { FIRST_VISIT_SECTIONS, sectionFirstVisitJsKB } from './sections';
import { MARKERS } from './browser';

const KB = 1024;

describe('the sections whose first visit has a byte budget', () => {
  it('are the exams, placements, blogs and courses sections, each with its mark', () => {
    expect(FIRST_VISIT_SECTIONS.map((section) => [section.name, section.href])).toEqual([
      ['exams', '/cat1papers'],
      ['placements', '/placements'],
      ['blogs', '/blogs'],
      ['courses', '/courses'],
    ]);
    for (const section of FIRST_VISIT_SECTIONS) expect(MARKERS[section.mark]).toBeDefined();
  });

  it('gives bench:check each figure in KB, and none for a section the results lack', () => {
    expect(
      sectionFirstVisitJsKB({
        exams: { added: { js: 30.04 * KB } },
        placements: { added: { js: 12 * KB } },
        blogs: { added: { js: 9.5 * KB } },
      }),
    ).toEqual([
      ['exams', 30],
      ['placements', 12],
      ['blogs', 9.5],
      ['courses', null],
    ]);
  });

  it('keeps a section the results add beyond the named ones', () => {
    expect(
      sectionFirstVisitJsKB({ courses: { added: { js: 20 * KB } }, extra: { added: { js: KB } } }),
    ).toEqual([
      ['exams', null],
      ['placements', null],
      ['blogs', null],
      ['courses', 20],
      ['extra', 1],
    ]);
  });
});
