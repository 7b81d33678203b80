import { isExamKind, type ExamKind } from '@vithelper/contracts/papers';
import type { RequestEntry } from '@vithelper/contracts/feedback';

/** The details a request gives an upload: what "I have this paper" fills in. */
export type RequestedDetails = Partial<{ exam: ExamKind; courseCode: string; slot: string }>;

const CODE = /^[A-Z]{2,5}[0-9]{3,4}[A-Z]?$/;
const SLOT = /^[A-Z]{1,3}[0-9]{1,2}(\+[A-Z]{1,3}[0-9]{1,2}){0,3}$/;

/** /contribute?from=request&exam=…&code=…&slot=…: the upload page's address for a request. */
export function uploadPathFor(request: Pick<RequestEntry, 'exam' | 'courseCode' | 'slot'>) {
  const params = new URLSearchParams({
    from: 'request',
    exam: request.exam,
    code: request.courseCode,
    ...(request.slot ? { slot: request.slot } : {}),
  });
  return `/contribute?${params.toString()}`;
}

/** The details in the upload page's address, each only when well formed. */
export function requestedDetails(params: URLSearchParams): RequestedDetails {
  if (params.get('from') !== 'request') return {};
  const exam = params.get('exam') ?? '';
  const code = (params.get('code') ?? '').toUpperCase();
  const slot = (params.get('slot') ?? '').toUpperCase();
  return {
    ...(isExamKind(exam) ? { exam } : {}),
    ...(CODE.test(code) ? { courseCode: code } : {}),
    ...(SLOT.test(slot) ? { slot } : {}),
  };
}
