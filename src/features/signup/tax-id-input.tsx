import type { MaskedDynamic } from 'imask';
import { IMaskInput } from 'react-imask';

// 11 characters is a CPF; more (or any letter: the alphanumeric CNPJ) a CNPJ [access §2.5, §5].
const MASKS = [
  { mask: '000.000.000-00' },
  { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Z]/ } },
];

function pickMask(appended: string, masked: MaskedDynamic) {
  const typed = (masked.unmaskedValue + appended).replace(/[^0-9A-Za-z]/g, '');
  return masked.compiledMasks[typed.length > 11 || /[A-Za-z]/.test(typed) ? 1 : 0];
}

interface TaxIdInputProps {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  className: string;
  onChange: (value: string) => void;
}

/** The CPF/CNPJ field of signup: masked as typed, letters upper-cased. */
export function TaxIdInput({ id, value, invalid, describedBy, className, onChange }: TaxIdInputProps) {
  return (
    <IMaskInput
      id={id}
      className={className}
      mask={MASKS}
      dispatch={pickMask}
      prepareChar={(char: string) => char.toUpperCase()}
      value={value}
      onAccept={(masked: string) => onChange(masked)}
      inputMode="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="000.000.000-00"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
