import { useCallback } from 'react';
import { materialInstructionsPath, useCollection, type Material } from '@vithelper/shared';
import { PageFrame } from '@vithelper/ui/page-frame';
import { nouns } from '../../search/components/list-status';
import { SearchableList } from '../../search/components/searchable-list';
import { pdfStateOf, useOpenPdf } from '../../pdf/hooks/use-open-pdf';
import { useExpandedSet } from '../../disclosure/hooks/use-expanded-set';
import { MaterialItem } from './material-item';

const materialFields = (material: Material) => ({ name: material.name });
const byName = (a: Material, b: Material) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
const materialId = (material: Material) => material.id;
const failureMessage = (material: Material) =>
  `Sorry, the instructions for ${material.name} could not be opened. Please try again later.`;

export function MaterialsPage() {
  const list = useCollection('materials');
  const [expanded, toggle] = useExpandedSet();
  const { pdf, open } = useOpenPdf();

  const onOpenInstructions = useCallback(
    (material: Material) =>
      void open(material.id, materialInstructionsPath(material), failureMessage(material)),
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

  return (
    <PageFrame
      heading="Study Materials"
      intro="Notes, lab manuals and video courses for your subjects. Open a material for its link and its instructions."
    >
      <SearchableList
        list={list}
        fieldsOf={materialFields}
        order={byName}
        searchLabel="Search for Material:"
        placeholder="Material name"
        noun={nouns.materials}
        getKey={materialId}
        renderItem={renderItem}
        layout="list"
        estimateRowHeight={70}
        label="Study materials"
      />
    </PageFrame>
  );
}
