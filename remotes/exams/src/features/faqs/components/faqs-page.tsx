import { useCallback } from 'react';
import { useCollection, useUnreadable } from '@vithelper/shared';
import type { Faq } from '@vithelper/contracts/content';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { PageFrame } from '@vithelper/ui/page-frame';
import { nouns } from '../../../common/search/components/list-status';
import { SearchableList } from '../../../common/search/components/searchable-list';
import { useExpandedSet } from '../../../common/disclosure/hooks/use-expanded-set';
import { FaqItem } from './faq-item';

// FAQs keep their stored order: the editors put the common questions first.
const faqFields = (faq: Faq) => ({ name: faq.question });

export function FaqsPage() {
  const list = useCollection('faqs');
  const unreadable = useUnreadable('faqs');
  const [expanded, toggle] = useExpandedSet();
  const renderItem = useCallback(
    (faq: Faq) => <FaqItem faq={faq} expanded={expanded.has(faq.id)} onToggle={toggle} />,
    [expanded, toggle],
  );

  return (
    <PageFrame
      heading="FAQs"
      intro="Answers to what students ask us most. Tap a question to read its answer."
    >
      {unreadable ? (
        <ListUnreadable name="faqs" />
      ) : (
        <SearchableList
          list={list}
          fieldsOf={faqFields}
          searchLabel="Search for Faq:"
          placeholder="Type question key words"
          noun={nouns.faqs}
          renderItem={renderItem}
          layout="list"
          estimateRowHeight={70}
          label="Frequently asked questions"
        />
      )}
    </PageFrame>
  );
}
