import { PageFrame } from '@vithelper/ui/page-frame';

export type HomePageProps = Record<string, never>;

/** /contribute: the first page of the Contribute section. */
export function HomePage() {
  return (
    <PageFrame heading="Contribute" intro="This section is new: its pages are on their way.">
      {null}
    </PageFrame>
  );
}
