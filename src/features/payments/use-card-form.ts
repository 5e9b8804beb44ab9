import { useState } from 'react';
import { isCardNumberValid, isCvvValid, isExpiryValid, isHolderValid } from '../../domain/card';
import { cardNumberText, cvvText, expiryText, holderText } from './card-input';

export type CardField = 'number' | 'holder' | 'expiry' | 'cvv';
export type CardValues = Record<CardField, string>;

const EMPTY: CardValues = { number: '', holder: '', expiry: '', cvv: '' };

export interface CardForm {
  values: CardValues;
  invalid: ReadonlySet<CardField>;
  set: (field: CardField, text: string) => void;
  /** checks every field; marks the invalid ones and answers whether all are valid */
  validate: () => boolean;
  clear: () => void;
}

function invalidFields(values: CardValues, now: Date): Set<CardField> {
  const invalid = new Set<CardField>();
  if (!isCardNumberValid(values.number)) invalid.add('number');
  if (!isHolderValid(values.holder)) invalid.add('holder');
  if (!isExpiryValid(values.expiry, now)) invalid.add('expiry');
  if (!isCvvValid(values.cvv, values.number)) invalid.add('cvv');
  return invalid;
}

/** The card fields: kept only in this component's state, never stored, never logged. */
export function useCardForm(): CardForm {
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<CardField>>(new Set());

  const set = (field: CardField, text: string) =>
    setValues((current) => {
      if (field === 'number') {
        const number = cardNumberText(text);
        return { ...current, number, cvv: cvvText(current.cvv, number) };
      }
      if (field === 'holder') return { ...current, holder: holderText(text) };
      if (field === 'expiry') return { ...current, expiry: expiryText(text) };
      return { ...current, cvv: cvvText(text, current.number) };
    });

  const validate = () => {
    const found = invalidFields(values, new Date());
    setInvalid(found);
    return found.size === 0;
  };

  return {
    values,
    invalid,
    set,
    validate,
    clear: () => {
      setValues(EMPTY);
      setInvalid(new Set());
    },
  };
}
