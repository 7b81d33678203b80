import hidden from '@vithelper/ui/visually-hidden.module.css';
import styles from './account-control.module.css';

/**
 * "Signed in as" (read, not shown) and the name; a phone's narrowest bar shows its first word,
 * the whole name still read.
 */
export function AccountName({ name }: { name: string }) {
  const [first = name, ...rest] = name.split(' ');
  return (
    <>
      <span className={hidden.hidden}>Signed in as </span>
      <strong>
        {first}
        {rest.length > 0 && <span className={styles.rest}> {rest.join(' ')}</span>}
      </strong>
    </>
  );
}
