import { useCallback } from 'react';
import { paperPdfPath, useCollection, type ExamKind, type Paper } from '@vithelper/shared';
import { PageFrame } from '../../page/components/page-frame';
import { nouns } from '../../search/components/list-status';
import { SearchableList } from '../../search/components/searchable-list';
import { pdfStateOf, useOpenPdf } from '../../pdf/hooks/use-open-pdf';
import { comparePapers, paperFailureMessage, paperId, paperSearchFields } from '../data/paper-text';
import { PaperItem } from './paper-item';
import { DiscordPrompt } from './discord-prompt';

export type PapersPageProps = {
  kind: ExamKind;
  title: string;
  /** The exam's name as the search label spells it, e.g. "Cat-1". */
  examLabel: string;
  /** CAT papers read as a list, FAT papers as cards. */
  layout: 'list' | 'grid';
};

export function PapersPage({ kind, title, examLabel, layout }: PapersPageProps) {
  const list = useCollection(kind);
  const { pdf, open } = useOpenPdf();
  const variant = layout === 'grid' ? 'card' : 'row';

  const onOpen = useCallback(
    (paper: Paper) => void open(paper.id, paperPdfPath(paper), paperFailureMessage(paper)),
    [open],
  );
  const renderItem = useCallback(
    (paper: Paper) => (
      <PaperItem paper={paper} variant={variant} pdf={pdfStateOf(pdf, paper.id)} onOpen={onOpen} />
    ),
    [variant, pdf, onOpen],
  );

  return (
    <PageFrame
      title={title}
      lead={`Previous ${examLabel.toUpperCase()} question papers. Search by course name or code, then open a paper to read its PDF.`}
    >
      <SearchableList
        list={list}
        fieldsOf={paperSearchFields}
        order={comparePapers}
        searchLabel={`Search for ${examLabel} Paper:`}
        placeholder="Course Name/Code"
        noun={nouns.papers}
        getKey={paperId}
        renderItem={renderItem}
        layout={layout}
        estimateRowHeight={layout === 'grid' ? 196 : 88}
        label={title}
      />
      <DiscordPrompt />
    </PageFrame>
  );
}

// One tiny page per route, so routes.ts can lazy-load each by name.
export const Cat1PapersPage = () => (
  <PapersPage kind="cat1" title="CAT-1 Papers" examLabel="Cat-1" layout="list" />
);
export const Cat2PapersPage = () => (
  <PapersPage kind="cat2" title="CAT-2 Papers" examLabel="Cat-2" layout="list" />
);
export const FatPapersPage = () => (
  <PapersPage kind="fat" title="FAT Papers" examLabel="FAT" layout="grid" />
);
