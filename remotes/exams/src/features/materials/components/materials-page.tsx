import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollection, useUnreadable } from '@vithelper/shared';
import type { Material } from '@vithelper/contracts/content';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { PageFrame } from '@vithelper/ui/page-frame';
import { nouns } from '../../../common/search/components/list-status';
import { SearchableList } from '../../../common/search/components/searchable-list';
import { rememberListPosition } from '../../../common/list/data/list-return';
import { useRestoreListScroll } from '../../../common/list/hooks/use-restore-list-scroll';
import { useExpandedSet } from '../../../common/disclosure/hooks/use-expanded-set';
import { MaterialItem } from './material-item';

const materialFields = (material: Material) => ({ name: material.name });
const byName = (a: Material, b: Material) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
const listPath = '/materials';

export function MaterialsPage() {
  const list = useCollection('materials');
  const unreadable = useUnreadable('materials');
  const [expanded, toggle] = useExpandedSet();
  const navigate = useNavigate();

  // Instructions open in the in-app viewer, in this window; the list remembers where it was.
  const onOpenInstructions = useCallback(
    (material: Material) => {
      rememberListPosition(listPath);
      void navigate(`${listPath}/${encodeURIComponent(material.id)}/instructions`);
    },
    [navigate],
  );
  useRestoreListScroll(list !== null, listPath);
  const renderItem = useCallback(
    (material: Material) => (
      <MaterialItem
        material={material}
        expanded={expanded.has(material.id)}
        onToggle={toggle}
        onOpenInstructions={onOpenInstructions}
      />
    ),
    [expanded, toggle, onOpenInstructions],
  );

  return (
    <PageFrame
      heading="Study Materials"
      intro="Notes, lab manuals and video courses for your subjects. Open a material for its link and its instructions."
    >
      {unreadable ? (
        <ListUnreadable name="materials" />
      ) : (
        <SearchableList
          list={list}
          fieldsOf={materialFields}
          order={byName}
          searchLabel="Search for Material:"
          placeholder="Material name"
          noun={nouns.materials}
          renderItem={renderItem}
          layout="list"
          estimateRowHeight={70}
          label="Study materials"
        />
      )}
    </PageFrame>
  );
}
