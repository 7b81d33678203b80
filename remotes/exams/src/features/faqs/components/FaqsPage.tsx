import { useCallback, useRef } from 'react';
import { useCollection, type Faq } from '@vithelper/shared';
import { PageFrame } from '../../page/components/PageFrame';
import { SearchBox } from '../../search/components/SearchBox';
import { ListStatus, nouns } from '../../search/components/ListStatus';
import { useFilteredList } from '../../search/hooks/use-filtered-list';
import { ItemList } from '../../list/components/ItemList';
import { useExpandedSet } from '../../disclosure/hooks/use-expanded-set';
import { FaqItem } from './FaqItem';

const faqKey = (faq: Faq) => faq.question;
const faqId = (faq: Faq) => faq.id;

export function FaqsPage() {
  const list = useCollection('faqs');
  const { text, setText, appliedText, matches, total } = useFilteredList(list, faqKey);
  const [expanded, toggle] = useExpandedSet();
  const inputRef = useRef<HTMLInputElement>(null);

  const renderItem = useCallback(
    (faq: Faq) => <FaqItem faq={faq} expanded={expanded.has(faq.id)} onToggle={toggle} />,
    [expanded, toggle],
  );
  const clear = useCallback(() => {
    setText('');
    inputRef.current?.focus();
  }, [setText]);

  return (
    <PageFrame title="FAQs" lead="Answers to what students ask us most. Tap a question to read its answer.">
      <SearchBox
        label="Search for Faq:"
        placeholder="Type question key words"
        value={text}
        onChange={setText}
        inputRef={inputRef}
      />
      <ListStatus
        noun={nouns.faqs}
        loading={matches === null}
        total={total}
        shown={matches?.length ?? 0}
        text={appliedText}
        onClear={clear}
      />
      {matches ? (
        <ItemList
          items={matches}
          getKey={faqId}
          renderItem={renderItem}
          layout="list"
          estimateRowHeight={70}
          label="Frequently asked questions"
        />
      ) : null}
    </PageFrame>
  );
}
