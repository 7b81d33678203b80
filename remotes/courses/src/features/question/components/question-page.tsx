import { PageFrame } from '@vithelper/ui/page-frame';

/** /q/:id: a page of the Questions section, in a chunk of its own (routes.ts, lazyPage). */
export function QuestionPage() {
  return (
    <PageFrame heading="Question" intro="This page is new: its content is on its way.">
      {null}
    </PageFrame>
  );
}
