import type { TopicGroup } from '../data/topic-groups';
import styles from './topics-page.module.css';

export type TopicGroupCardProps = {
  group: TopicGroup;
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

/** One subject of the checklist: a fieldset of real checkboxes, each with its label. */
export function TopicGroupCard({ group, ticked, onToggle }: TopicGroupCardProps) {
  const done = group.topics.filter((topic) => ticked.has(topic.id)).length;
  return (
    <section className={styles.group} aria-labelledby={`topics-${group.id}`}>
      <h2 id={`topics-${group.id}`} className={styles.groupHeading}>
        {group.title}
        <span className={styles.groupCount}>
          {done}/{group.topics.length}
        </span>
      </h2>
      {group.note ? <p className={styles.note}>{group.note}</p> : null}
      <ul className={styles.topics}>
        {group.topics.map((topic) => {
          const inputId = `topic-${topic.id.replace(/[^a-z0-9-]/g, '-')}`;
          return (
            <li key={topic.id}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                checked={ticked.has(topic.id)}
                onChange={() => onToggle(topic.id)}
              />
              <label htmlFor={inputId} className={styles.label}>
                {topic.label}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
