import { Link } from 'react-router-dom';
import { useAnchoredPanel } from '../../../common/hooks/use-anchored-panel';
import { LazyDueToday } from '../../practice-due';
import { AccountName } from './account-name';
import styles from './account-menu.module.css';

export type AccountMenuProps = {
  uid: string;
  name: string;
  email: string | null;
};

/**
 * The signed-in student's name as the header's account menu: who is signed in, what practice is
 * due today across courses (docs/practice.md, "Due today") and their contributions. Loaded lazily
 * by the account control once the SDK confirms the account; the plain name stands in until then.
 */
export function AccountMenu({ uid, name, email }: AccountMenuProps) {
  const { open, close, headingId, buttonProps, panelProps } = useAnchoredPanel(320);
  return (
    <>
      <button {...buttonProps} type="button" className={styles.button} title={email ?? name}>
        <span className={styles.name}>
          <AccountName name={name} />
        </span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <section {...panelProps} className={styles.panel}>
          <h2 id={headingId} className={styles.heading}>
            Your account
          </h2>
          <p className={styles.who}>
            <strong>{name}</strong>
            {email && email !== name ? <span className={styles.email}>{email}</span> : null}
          </p>
          <LazyDueToday uid={uid} place="menu" onFollow={() => close(false)} />
          <ul className={styles.links}>
            <li>
              <Link to="/contribute/mine" onClick={() => close(false)}>
                My contributions
              </Link>
            </li>
            <li>
              <Link to="/courses" onClick={() => close(false)}>
                Courses to practise
              </Link>
            </li>
          </ul>
        </section>
      )}
    </>
  );
}
