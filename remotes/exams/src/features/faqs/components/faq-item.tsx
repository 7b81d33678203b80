import { memo } from 'react';
import type { Faq } from '@vithelper/contracts/content';
import { Disclosure } from '../../../common/disclosure/components/disclosure';
import styles from './faq-item.module.css';

export type FaqItemProps = {
  faq: Faq;
  expanded: boolean;
  onToggle: (id: string) => void;
};

export const FaqItem = memo(function FaqItem({ faq, expanded, onToggle }: FaqItemProps) {
  return (
    <Disclosure id={faq.id} title={faq.question} expanded={expanded} onToggle={onToggle}>
      <p className={styles.answer}>{faq.answer}</p>
    </Disclosure>
  );
});
