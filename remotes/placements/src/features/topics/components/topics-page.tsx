import { PageFrame } from '@vithelper/ui/page-frame';
import { ALL_TOPIC_IDS, TOPIC_GROUPS } from '../data/topic-groups';
import { useTickedTopics } from '../hooks/use-ticked-topics';
import { TopicGroupCard } from './topic-group-card';
import styles from './topics-page.module.css';

/** /placements/topics: the checklist of what interviewers ask most, ticks kept in this browser. */
export function TopicsPage() {
  const { ticked, toggle, clear } = useTickedTopics();
  // Ids from an older version of the list do not count towards progress.
  const done = ALL_TOPIC_IDS.filter((id) => ticked.has(id)).length;
  const total = ALL_TOPIC_IDS.length;

  return (
    <PageFrame
      heading="Important topics"
      title="Important Topics"
      intro="The subjects campus interviews come back to again and again. Tick each one once you can explain it without notes; your ticks stay in this browser."
    >
      <div className={styles.progressBar}>
        <p className={styles.progressText} aria-live="polite">
          {done} of {total} topics ticked
        </p>
        <div className={styles.track} aria-hidden="true">
          <div className={styles.fill} style={{ width: `${(done / total) * 100}%` }} />
        </div>
        <button type="button" className={styles.clear} onClick={clear} disabled={done === 0}>
          Clear ticks
        </button>
      </div>
      <div className={styles.groups}>
        {TOPIC_GROUPS.map((group) => (
          <TopicGroupCard key={group.id} group={group} ticked={ticked} onToggle={toggle} />
        ))}
      </div>
    </PageFrame>
  );
}
