import { useEffect, useRef, useState } from 'react';
import type { Section } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';
import { classifyFamily, partnerSections } from '../../sync/actions/sections';
import { Dialog } from '../../ui/dialog';
import { showToast } from '../../ui/toast';
import buttons from '../../ui/button.module.css';
import { overlayMessages as m } from './overlay-messages';
import styles from './card-overlay.module.css';

interface ClassifyDialogProps {
  partnerId: number;
  entry: StoredProduct;
  onClose: () => void;
}

/**
 * The card's minimal sector choice: files the product's family into one of the partner's
 * sectors, or, choosing its current one, takes it out [commerce §4 Sectors]. Without
 * sectors it only says so.
 */
export function ClassifyDialog({ partnerId, entry, onClose }: ClassifyDialogProps) {
  const [sections, setSections] = useState<Section[] | null>(null);
  const [busy, setBusy] = useState(false);
  const { product, customerProductSection: current } = entry;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let live = true;
    partnerSections(partnerId).then(
      (list) => {
        if (!live) return;
        if (list.length > 0) return setSections(list);
        showToast(m.noSectors);
        closeRef.current();
      },
      () => {
        if (!live) return;
        showToast(m.classifyFailed);
        closeRef.current();
      },
    );
    return () => {
      live = false;
    };
  }, [partnerId]);

  const choose = async (section: Section) => {
    const takeOut = section.id === current?.id;
    setBusy(true);
    try {
      await classifyFamily(partnerId, product.family.id, takeOut ? null : section, current);
      showToast(takeOut ? m.unclassified(section.name) : m.classified(section.name));
      onClose();
    } catch {
      showToast(m.classifyFailed);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={sections !== null}
      title={m.classifyTitle(product.family.name)}
      onClose={onClose}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onClose}>
          {m.cancel}
        </button>
      }
    >
      <p>{m.classifyHint}</p>
      <fieldset className={styles.sectors} disabled={busy}>
        <legend>{m.sectors}</legend>
        {sections?.map((section) => (
          <label key={section.id}>
            <input
              type="radio"
              name="sector"
              checked={current?.id === section.id}
              // A click, not a change: the checked radio clicked again takes the family out.
              onChange={() => undefined}
              onClick={() => void choose(section)}
            />
            {section.name}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
