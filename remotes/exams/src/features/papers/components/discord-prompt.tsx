import { safeHttpUrl, useConfig } from '@vithelper/shared';
import styles from './discord-prompt.module.css';

/** Under every paper list: where to bring a paper the site does not have yet. */
export function DiscordPrompt() {
  const config = useConfig();
  const href = safeHttpUrl(config?.links.discord);
  return (
    <section className={styles.prompt} aria-labelledby="exams-discord-title">
      <div>
        <h2 id="exams-discord-title" className={styles.title}>
          Have a paper we don&apos;t?
        </h2>
        <p className={styles.text}>
          Join our Discord and share it with everyone preparing for the same exam.
        </p>
      </div>
      {href ? (
        <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
          Join Discord
        </a>
      ) : null}
    </section>
  );
}
