import { useEffect } from 'react';
import { completeList, useArrival, useCollection, useFilter } from '@vithelper/shared';
import type { Paper } from '@vithelper/contracts/papers';
import { PageFrame } from '@vithelper/ui/page-frame';
import {
  itemListStyles as styles,
  paperItemStyles as itemStyles,
  paperSlotLabel,
  SearchBox,
} from '@vithelper/exams/bench';

/** What that site matched a paper on: course name and code, one string. */
const paperSearchKey = (paper: Paper): string => `${paper.name[0]} ${paper.name[1]}`;

/**
 * The search bench's baseline (route /bench/naive-papers of bench/naive-papers/routes.ts): the CAT-1 list the way
 * the site we replace did it — every keystroke lower-cases every key again and
 * renders every matching paper, with no virtualization and no deferred update.
 * Its rows are what that site showed: the paper's button, with no Save toggle.
 * Compare it with /cat1papers; do not link it from the site.
 */
export function NaivePapersPage() {
  const read = useCollection('cat1');
  // That site showed its list once every paper was read: the whole list, never a first part.
  const whole = useArrival('cat1') === null;
  const list = whole ? read : null;
  useEffect(() => {
    if (read !== null) void completeList('cat1');
  }, [read]);
  const [text, setText] = useFilter();
  const needle = text.toLowerCase();
  const shown = (list ?? []).filter((paper) =>
    paperSearchKey(paper).toLowerCase().includes(needle),
  );
  return (
    <PageFrame heading="Naive papers (benchmark)">
      <SearchBox
        label="Search for Cat-1 Paper:"
        placeholder="Course Name/Code"
        value={text}
        onChange={setText}
      />
      <p aria-live="polite">
        {list === null ? 'Loading papers…' : `${shown.length} of ${list.length} papers`}
      </p>
      <ul className={styles.list} aria-label="Naive papers">
        {shown.map((paper) => (
          <li key={paper.id} className={styles.cell}>
            <button type="button" className={itemStyles.open}>
              <span className={itemStyles.name}>{paper.name[0]}</span>{' '}
              <span className={itemStyles.meta}>
                <span className={itemStyles.code}>{paper.name[1]}</span>{' '}
                <span>{paperSlotLabel(paper)}</span>
              </span>{' '}
              <span className={itemStyles.action}>Open PDF</span>
            </button>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
