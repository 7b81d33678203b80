import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  completeList,
  useArrival,
  useCollection,
  useUnreadable,
  type ListArrival,
} from '@vithelper/shared';
import {
  EXAM_LABELS,
  isInPaperOrder,
  paperPath,
  type ExamKind,
  type Paper,
} from '@vithelper/contracts/papers';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { PageFrame } from '@vithelper/ui/page-frame';
import { PaperLists } from '@vithelper/ui/paper-lists';
import { nouns } from '../../../common/search/components/list-status';
import { SearchableList } from '../../../common/search/components/searchable-list';
import { InsidePapersSlot, prepareInsidePapers } from '../../inside-papers';
import { useSavedPaperIds } from '../../saved';
import { rememberListPosition } from '../../../common/list/data/list-return';
import { useRestoreListScroll } from '../../../common/list/hooks/use-restore-list-scroll';
import { compareFirstPart, comparePapers, paperSearchFields } from '../data/paper-text';
import { useDrawnList } from '../hooks/use-drawn-list';
import { prepareRequestSlot, RequestSlot } from '../../requests';
import { PaperItem } from './paper-item';
import { ContributePrompt } from './contribute-prompt';

/**
 * A whole list comes in the list's order already (shell/src/startup/lists/whole-read.ts): not sorted
 * again. A shell older than this remote has no such check, and its lists are sorted as before.
 */
const inPaperOrder = (list: readonly Paper[]): boolean =>
  typeof isInPaperOrder === 'function' && isInPaperOrder(list);

/** How a list is put in order before it is searched: its first part without the collator. */
const listOrder = (list: readonly Paper[] | null, arrival: ListArrival | null) => {
  if (list && inPaperOrder(list)) return undefined;
  return arrival ? compareFirstPart : comparePapers;
};

type PapersPageProps = {
  kind: ExamKind;
  /** The exam's name as the search label has always spelt it, e.g. "Cat-1". */
  examLabel: string;
  /** CAT papers read as a list, FAT papers as cards. */
  layout: 'list' | 'grid';
};

function PapersPage({ kind, examLabel, layout }: PapersPageProps) {
  const title = `${EXAM_LABELS[kind]} Papers`;
  const current = useCollection(kind);
  const unreadable = useUnreadable(kind);
  // The start-up read the list's first part: the whole list is read once this page has painted.
  const { list, arrival } = useDrawnList(current, useArrival(kind));
  useEffect(() => {
    if (current !== null) void completeList(kind);
  }, [kind, current]);
  const retry = useCallback(() => void completeList(kind), [kind]);
  const navigate = useNavigate();
  const variant = layout === 'grid' ? 'card' : 'row';
  const listPath = `/${kind}papers`;

  // Opening a paper goes to its own address in this window; the list remembers where it was.
  const onOpen = useCallback(
    (paper: Paper) => {
      rememberListPosition(listPath);
      void navigate(paperPath({ kind, id: paper.id }));
    },
    [kind, listPath, navigate],
  );
  const savedIds = useSavedPaperIds(kind);
  const renderItem = useCallback(
    (paper: Paper) => (
      <PaperItem
        kind={kind}
        paper={paper}
        variant={variant}
        saved={savedIds.has(paper.id)}
        onOpen={onOpen}
      />
    ),
    [kind, variant, savedIds, onOpen],
  );

  // Pages inside papers that hold the search's words (-1: still looking): with some (or close
  // matches) shown, the request form is one line under them.
  const [insideFound, setInsideFound] = useState(0);
  const requestSlot = useCallback(
    (text: string, closeFound: boolean) => (
      <RequestSlot
        kind={kind}
        text={text}
        papers={list}
        collapsed={closeFound || insideFound !== 0}
      />
    ),
    [kind, list, insideFound],
  );

  // Back from a paper: the same scroll position, once the list is there to scroll.
  useRestoreListScroll(list !== null, listPath);

  return (
    <PageFrame
      heading={title}
      intro={`Previous ${EXAM_LABELS[kind]} question papers. Search by course name or code, then open a paper to read its PDF.`}
    >
      <PaperLists />
      {unreadable ? (
        <ListUnreadable name={kind} />
      ) : (
        <SearchableList
          list={list}
          fieldsOf={paperSearchFields}
          order={listOrder(list, arrival)}
          searchLabel={`Search for ${examLabel} Paper:`}
          placeholder="Course Name/Code"
          noun={nouns.papers}
          renderItem={renderItem}
          layout={layout}
          estimateRowHeight={layout === 'grid' ? 196 : 88}
          label={title}
          arrival={arrival}
          onRetry={retry}
          noMatch={requestSlot}
          after={<InsidePapersSlot kind={kind} papers={list} onFound={setInsideFound} />}
          onSearchFocus={prepareSearch}
        />
      )}
      <ContributePrompt />
    </PageFrame>
  );
}

/** What a search on a paper list may show besides the list: fetched when the box gets the focus. */
function prepareSearch(): void {
  prepareInsidePapers();
  prepareRequestSlot();
}

// One tiny page per route, so routes.ts can lazy-load each by name.
export const Cat1PapersPage = () => <PapersPage kind="cat1" examLabel="Cat-1" layout="list" />;
export const Cat2PapersPage = () => <PapersPage kind="cat2" examLabel="Cat-2" layout="list" />;
export const FatPapersPage = () => <PapersPage kind="fat" examLabel="FAT" layout="grid" />;
