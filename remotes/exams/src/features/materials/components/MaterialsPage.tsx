import { useCallback, useRef } from 'react';
import { materialInstructionsPath, useCollection, type Material } from '@vithelper/shared';
import { PageFrame } from '../../page/components/PageFrame';
import { SearchBox } from '../../search/components/SearchBox';
import { ListStatus, nouns } from '../../search/components/ListStatus';
import { useFilteredList } from '../../search/hooks/use-filtered-list';
import { ItemList } from '../../list/components/ItemList';
import { pdfStateOf, useOpenPdf } from '../../pdf/hooks/use-open-pdf';
import { useExpandedSet } from '../../disclosure/hooks/use-expanded-set';
import { MaterialItem } from './MaterialItem';

const materialKey = (material: Material) => material.name;
const materialId = (material: Material) => material.id;
const failureMessage = (material: Material) =>
  `Sorry, the instructions for ${material.name} could not be opened. Please try again later.`;

export function MaterialsPage() {
  const list = useCollection('materials');
  const { text, setText, appliedText, matches, total } = useFilteredList(list, materialKey);
  const [expanded, toggle] = useExpandedSet();
  const { pdf, open } = useOpenPdf();
  const inputRef = useRef<HTMLInputElement>(null);

  const onOpenInstructions = useCallback(
    (material: Material) => void open(material.id, materialInstructionsPath(material), failureMessage(material)),
    [open],
  );
  const renderItem = useCallback(
    (material: Material) => (
      <MaterialItem
        material={material}
        expanded={expanded.has(material.id)}
        pdf={pdfStateOf(pdf, material.id)}
        onToggle={toggle}
        onOpenInstructions={onOpenInstructions}
      />
    ),
    [expanded, pdf, toggle, onOpenInstructions],
  );
  const clear = useCallback(() => {
    setText('');
    inputRef.current?.focus();
  }, [setText]);

  return (
    <PageFrame
      title="Study Materials"
      lead="Notes, lab manuals and video courses for your subjects. Open a material for its link and its instructions."
    >
      <SearchBox label="Search for Material:" placeholder="Material name" value={text} onChange={setText} inputRef={inputRef} />
      <ListStatus
        noun={nouns.materials}
        loading={matches === null}
        total={total}
        shown={matches?.length ?? 0}
        text={appliedText}
        onClear={clear}
      />
      {matches ? (
        <ItemList
          items={matches}
          getKey={materialId}
          renderItem={renderItem}
          layout="list"
          estimateRowHeight={70}
          label="Study materials"
        />
      ) : null}
    </PageFrame>
  );
}
