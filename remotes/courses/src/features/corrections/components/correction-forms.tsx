import { BoundsForm } from './bounds-form';
import { GroupForm } from './group-form';
import { MergeForm } from './merge-form';
import { SplitForm } from './split-form';
import type { CorrectionTarget } from './target';

/** The four corrections of a question's cut: their own chunk, loaded for moderators alone. */
export function CorrectionForms({ target }: { target: CorrectionTarget }) {
  return (
    <>
      <BoundsForm target={target} />
      <SplitForm target={target} />
      <MergeForm target={target} />
      <GroupForm target={target} />
    </>
  );
}
