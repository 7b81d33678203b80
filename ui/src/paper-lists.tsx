import { Link } from 'react-router-dom';
import { EXAM_LABELS, paperPath } from '@vithelper/contracts/papers';
import { useRecentPapers, useSavedPapers, type SavedPaper } from '@vithelper/device/saved-papers';
import styles from './paper-lists.module.css';

function PaperLinks({ title, papers }: { title: string; papers: readonly SavedPaper[] }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {papers.map((ref) => (
          <li key={`${ref.kind}/${ref.id}`}>
            <Link className={styles.link} to={paperPath(ref)}>
              {ref.course}{' '}
              <span>
                ({ref.code}, {EXAM_LABELS[ref.kind]}
                {ref.slot ? `, ${ref.slot}` : ''})
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export type PaperListsProps = {
  /** Also list the recently opened papers. */
  recent?: boolean;
};

/** "Saved papers" (and "Recently opened") on this device; nothing at all while both are empty. */
export function PaperLists({ recent = true }: PaperListsProps) {
  const saved = useSavedPapers();
  const opened = useRecentPapers();
  const showRecent = recent && opened.length > 0;
  if (saved.length === 0 && !showRecent) return null;
  return (
    <div className={styles.lists}>
      {saved.length > 0 ? <PaperLinks title="Saved papers" papers={saved} /> : null}
      {showRecent ? <PaperLinks title="Recently opened" papers={opened} /> : null}
    </div>
  );
}
