import { screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import type { ReportEntry } from '@vithelper/contracts/feedback';
import { ReportPanel } from './report-panel';

/** Duplicate links a report written before the rules refused them could hold. */
const OFF_SITE = [
  '//evil.example/cat1papers/p2',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/cat1papers/p2',
  'javascript:alert(1)',
];

const duplicate = (uid: string, link: string): ReportEntry => ({
  uid,
  key: 'cat1-p1',
  exam: 'cat1',
  paperId: 'p1',
  kind: 'duplicate',
  link,
  createdAt: Date.now() - 3_600_000,
  status: 'open',
});

const noop = () => undefined;

describe('ReportPanel: a duplicate report’s link', () => {
  it('is a link only when it is a path of this site; anything else is shown as text', () => {
    const reports = [...OFF_SITE, '/cat2papers/p9'].map((link, i) => duplicate(`u${i}`, link));
    renderAt(
      <ReportPanel
        item={{ key: 'cat1/p1', exam: 'cat1', paperId: 'p1', reports, paper: null }}
        busy={false}
        onFix={noop}
        onTrash={noop}
        onReplace={noop}
        onDismiss={noop}
        onBack={noop}
      />,
      '/moderate?tab=reports',
    );
    const list = screen.getByRole('list', { name: 'Reports' });
    for (const link of OFF_SITE) {
      expect(within(list).getByText(link, { normalizer: (text) => text })).toBeVisible();
    }
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cat2papers/p9']);
  });
});
