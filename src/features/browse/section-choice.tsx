import { useId } from 'react';
import type { Section } from '../../domain/entities/catalogue';
import styles from './sectors.module.css';

interface SectionChoiceProps {
  legend: string;
  sections: Section[];
  /** the checked sector's id, if any */
  checkedId: number | undefined;
  /** a click on any radio, the checked one included (which then means "none") */
  onChoose: (section: Section) => void;
  disabled?: boolean;
}

/** A radio list of sectors where choosing the checked one again is an answer too. */
export function SectionChoice({ legend, sections, checkedId, onChoose, disabled }: SectionChoiceProps) {
  const name = useId();
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {sections.map((section) => (
        <label key={section.id} className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={section.id === checkedId}
            // A click, not a change: the checked radio clicked again clears the choice.
            onChange={() => undefined}
            onClick={() => onChoose(section)}
          />
          {section.name}
        </label>
      ))}
    </fieldset>
  );
}
