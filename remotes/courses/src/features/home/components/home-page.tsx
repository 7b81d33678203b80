import { PageFrame } from '@vithelper/ui/page-frame';

export type HomePageProps = Record<string, never>;

/** /courses: the first page of the Questions section. */
export function HomePage() {
  return (
    <PageFrame heading="Questions" intro="This section is new: its pages are on their way.">
      {null}
    </PageFrame>
  );
}
