import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  questionRegions,
  type BankQuestion,
  type BankRegion,
} from '@vithelper/contracts/questions';
import textLayer from '@vithelper/ui/pdf-text-layer.module.css';
import hidden from '@vithelper/ui/visually-hidden.module.css';
import { useNearScreen } from '@vithelper/ui/use-near-screen';
import common from '../../../common/questions.module.css';
import { usePixelRatio, useWidth } from '../hooks/use-box-size';
import { RegionStrip, type RegionEngine } from './region-strip';
import styles from './question-region.module.css';

export type QuestionRegionProps = {
  question: Pick<BankQuestion, 'kind' | 'paper' | 'text' | 'page' | 'top' | 'bottom' | 'regions'>;
};

type Paper =
  | { state: 'waiting' }
  | { state: 'open'; engine: RegionEngine; doc: PDFDocumentProxy }
  | { state: 'failed' };

/**
 * The question as its paper prints it: each page's region drawn by pdf.js (clipped, its text
 * selectable), once it comes near the screen. Until then, and when the paper cannot be had
 * (offline and never kept, or missing), the question's text shows; after a failure, with a note.
 */
export function QuestionRegion({ question }: QuestionRegionProps) {
  // One array per question: a strip draws again only when its region or size changes.
  const regions = useMemo(() => questionRegions(question), [question]);
  const { kind, paper } = question;
  const open = useCallback((engine: RegionEngine) => engine.openPaper(kind, paper), [kind, paper]);
  return (
    <PdfRegion
      open={open}
      regions={regions}
      text={question.text}
      failedNote="The paper’s page could not be opened here, so this is its text."
    />
  );
}

export type PdfRegionProps = {
  /** Opens the document with the engine; a new function opens it again. */
  open: (engine: RegionEngine) => Promise<PDFDocumentProxy>;
  /** The regions drawn, one strip each, in reading order. */
  regions: readonly BankRegion[];
  /** What shows until they are drawn, and what a screen reader reads after. */
  text: string;
  /** Said under the text when the document cannot be opened. */
  failedNote: string;
};

/** Regions of a PDF's pages drawn by pdf.js once near the screen: a question's, or its answer key's. */
export function PdfRegion({ open, regions, text, failedNote }: PdfRegionProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Drawn a little before it scrolls in, so it is ready when it does.
  const near = useNearScreen(boxRef, { margin: '400px 0px' });
  const width = useWidth(boxRef);
  const pixelRatio = usePixelRatio();
  const [paper, setPaper] = useState<Paper>({ state: 'waiting' });
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    (async () => {
      const engine = await import(
        /* webpackChunkName: "question-region" */ '../data/region-engine'
      );
      const doc = await open(engine);
      if (live) setPaper({ state: 'open', engine, doc });
    })().catch(() => {
      if (live) setPaper({ state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [near, open]);

  const onDrawn = useCallback(
    (index: number) => setDrawn((before) => new Set(before).add(index)),
    [],
  );
  const onFailed = useCallback(() => setPaper({ state: 'failed' }), []);

  const shown = paper.state === 'open' && drawn.size === regions.length;
  return (
    <>
      <div
        ref={boxRef}
        className={shown ? styles.region : styles.drawing}
        data-question-region={shown ? 'drawn' : paper.state}
        aria-hidden="true"
      >
        {paper.state === 'open' && width > 0
          ? regions.map((region, index) => (
              <RegionStrip
                key={`${region.page}-${region.top}`}
                index={index}
                engine={paper.engine}
                doc={paper.doc}
                region={region}
                width={width}
                pixelRatio={pixelRatio}
                textLayerClass={textLayer.textLayer!}
                onDrawn={onDrawn}
                onFailed={onFailed}
              />
            ))
          : null}
      </div>
      {/* Drawn, the text is still what a screen reader reads: the text layer is in pieces. */}
      <p className={shown ? hidden.hidden : common.text}>{text}</p>
      {paper.state === 'failed' ? <p className={styles.note}>{failedNote}</p> : null}
    </>
  );
}
