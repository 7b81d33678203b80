import { lazy, Suspense, useCallback } from 'react';
import type { ExamKind, Paper } from '@vithelper/contracts/papers';

// Fetched when a search begins (or finds nothing), so the lists' first view does not carry it.
const loadRequestPaper = () =>
  import(/* webpackChunkName: "request-paper" */ '@vithelper/requests/request-paper');
const RequestPaper = lazy(loadRequestPaper);

/**
 * Fetches the form a moment before a search can need it (the search box got the focus): the key
 * that first finds nothing then renders the form instead of also fetching and running its code.
 */
export function prepareRequestSlot(): void {
  loadRequestPaper().catch(() => undefined);
}

/**
 * The course codes of one list, gathered once per list and only when the form's code field is
 * first used: at 50 000 papers, gathering and sorting them cost the keystroke that showed the form.
 */
const codesByList = new WeakMap<readonly Paper[], readonly string[]>();
function courseCodes(papers: readonly Paper[]): readonly string[] {
  let codes = codesByList.get(papers);
  if (!codes) {
    codes = [...new Set(papers.map((paper) => paper.name[1]).filter(Boolean))].sort();
    codesByList.set(papers, codes);
  }
  return codes;
}
const NO_PAPERS: readonly Paper[] = [];

const CODE = /^[A-Z]{2,5}[0-9]{3,4}[A-Z]?$/;

/** The search text as a course code ("cse 2005" → CSE2005), or '' when it is not one. */
const codeFromSearch = (text: string) => {
  const code = text.replace(/\s+/g, '').toUpperCase();
  return CODE.test(code) ? code : '';
};

/** "Request this paper" under a search of this exam's papers that found nothing. */
export function RequestSlot({
  kind,
  text,
  papers,
  collapsed = false,
}: {
  kind: ExamKind;
  text: string;
  papers: readonly Paper[] | null;
  /** Something was found above it: the form is one line, opened on demand. */
  collapsed?: boolean;
}) {
  const codes = useCallback(() => courseCodes(papers ?? NO_PAPERS), [papers]);
  const code = codeFromSearch(text);
  return (
    <Suspense fallback={null}>
      <RequestPaper
        key={`${kind}-${code}`}
        codes={codes}
        exam={kind}
        courseCode={code}
        collapsed={collapsed}
        intro="Not here yet? Ask for it: students who have it see your request on Contribute, and you hear in your inbox when it arrives."
      />
    </Suspense>
  );
}
