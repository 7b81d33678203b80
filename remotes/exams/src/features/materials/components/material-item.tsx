import { memo } from 'react';
import { safeHttpUrl } from '@vithelper/contracts/common';
import type { Material } from '@vithelper/contracts/content';
import { Disclosure } from '../../../common/disclosure/components/disclosure';
import styles from './material-item.module.css';

export type MaterialItemProps = {
  material: Material;
  expanded: boolean;
  onToggle: (id: string) => void;
  onOpenInstructions: (material: Material) => void;
};

export const MaterialItem = memo(function MaterialItem({
  material,
  expanded,
  onToggle,
  onOpenInstructions,
}: MaterialItemProps) {
  // Links come from the database: anything but http(s) (javascript:, data:) is never made a link.
  const href = safeHttpUrl(material.comments[1]);
  return (
    <Disclosure id={material.id} title={material.name} expanded={expanded} onToggle={onToggle}>
      <div className={styles.actions}>
        {href ? (
          <a className={styles.view} href={href} target="_blank" rel="noopener noreferrer">
            View Material
          </a>
        ) : (
          <span className={styles.unavailable}>Link unavailable</span>
        )}
        <button
          type="button"
          className={styles.instructions}
          onClick={() => onOpenInstructions(material)}
        >
          Instructions
        </button>
      </div>
    </Disclosure>
  );
});
