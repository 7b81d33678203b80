import { EMPTY_REPORT, reportInputOf } from './report-form';

describe('reportInputOf', () => {
  it.each([
    [{ kind: 'unreadable' as const, text: '  ' }, { kind: 'unreadable' }],
    [
      { kind: 'wrong-exam' as const, exam: 'cat2' as const },
      { kind: 'wrong-exam', value: 'cat2' },
    ],
    [
      { kind: 'details' as const, field: 'slot' as const, value: 'c2' },
      { kind: 'details', field: 'slot', value: 'c2' },
    ],
    [
      { kind: 'duplicate' as const, link: 'https://vithelper.test/cat1papers/p9' },
      { kind: 'duplicate', link: '/cat1papers/p9' },
    ],
    [
      { kind: 'other' as const, text: ' Page 3 is missing. ' },
      { kind: 'other', text: 'Page 3 is missing.' },
    ],
  ])('makes %j into the report %j', (fields, input) => {
    expect(reportInputOf({ ...EMPTY_REPORT, ...fields }, 'https://vithelper.test')).toEqual({
      input,
    });
  });

  it.each([
    [{}, 'kind', 'Choose what is wrong with this paper.'],
    [{ kind: 'details' as const, value: ' ' }, 'value', 'Write the right value.'],
    [
      { kind: 'details' as const, value: 'CSE-2005' },
      'value',
      'Write the course code like CSE2005.',
    ],
    [
      { kind: 'details' as const, field: 'slot' as const, value: 'morning' },
      'value',
      'Write the slot like A1 or A1+TA1.',
    ],
    [{ kind: 'other' as const }, 'text', 'Say what is wrong, so a moderator can fix it.'],
  ])('refuses %j beside its %s input', (fields, where, message) => {
    expect(reportInputOf({ ...EMPTY_REPORT, ...fields })).toEqual({
      problems: { [where]: message },
    });
  });

  it.each([
    'http://elsewhere.test/x',
    'https://elsewhere.test/cat1papers/p9',
    '//evil.example/cat1papers/p9',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://vithelper.test//evil.example',
  ])('refuses the duplicate link %j: not a path of this site', (link) => {
    expect(
      reportInputOf({ ...EMPTY_REPORT, kind: 'duplicate', link }, 'https://vithelper.test'),
    ).toEqual({
      problems: { link: 'Paste the link of a paper on this site, like /cat1papers/….' },
    });
  });
});
