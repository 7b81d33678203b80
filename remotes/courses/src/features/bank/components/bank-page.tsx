import { PageFrame } from '@vithelper/ui/page-frame';

/** /courses/:code: a page of the Questions section, in a chunk of its own (routes.ts, lazyPage). */
export function BankPage() {
  return (
    <PageFrame heading="Course questions" intro="This page is new: its content is on its way.">
      {null}
    </PageFrame>
  );
}
