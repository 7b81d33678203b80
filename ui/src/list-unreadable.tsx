import { useState } from 'react';
import { rereadCollection } from '@vithelper/shared';
import type { CollectionName } from '@vithelper/contracts/content';
import styles from './list-unreadable.module.css';

export type ListUnreadableProps = {
  /** The list whose stored value could not be read (useUnreadable(name) is true). */
  name: CollectionName;
  /** What could not be read, for a page that shows one item of the list (default: the list). */
  message?: string;
};

/**
 * In place of a list whose stored value is not a list at all: a broken database is never
 * shown as an empty one ("No papers have been added yet"), nor an item of it as not found.
 * Try again reads that list afresh.
 */
export function ListUnreadable({
  name,
  message = 'This list could not be read.',
}: ListUnreadableProps) {
  const [state, setState] = useState<'idle' | 'trying' | 'failed'>('idle');
  const retry = () => {
    setState('trying');
    rereadCollection(name).then(
      // A read that is still no list leaves this message up; say the attempt happened.
      () => setState('failed'),
      () => setState('failed'),
    );
  };
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.text}>
        {message}
        {state === 'failed' ? ' It still could not be read; try again in a moment.' : null}
      </p>
      <button type="button" className={styles.retry} onClick={retry} disabled={state === 'trying'}>
        {state === 'trying' ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
