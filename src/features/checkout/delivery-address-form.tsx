import type { ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { ADDRESS_MAX, addressErrorField, UF_CODES, type AddressField } from '../../domain/delivery-address';
import type { DeliveryAddressForm } from './use-delivery-address';
import { describedBy, FieldError } from './field-error';
import { checkoutMessages } from './messages';
import styles from './checkout-screen.module.css';
import own from './delivery-address-form.module.css';

type TextField = keyof typeof ADDRESS_MAX;

const LABELS: Record<AddressField, string> = {
  cep: checkoutMessages.addressCep,
  street: checkoutMessages.addressStreet,
  number: checkoutMessages.addressNumber,
  complement: checkoutMessages.addressComplement,
  district: checkoutMessages.addressDistrict,
  city: checkoutMessages.addressCity,
  state: checkoutMessages.addressState,
};

// No autofill token names a house number or a complement: those two are left to the browser.
const AUTOCOMPLETE: Partial<Record<TextField, string>> = { street: 'address-line1', district: 'address-level3', city: 'address-level2' };

/** The delivery address of a customer with none on file: each part labelled, with its message under it. */
export function DeliveryAddressFields({ address }: { address: DeliveryAddressForm }) {
  const { values, errors, change } = address;
  const id = (field: AddressField) => `checkout-address-${field}`;
  const error = (field: AddressField) => errors[addressErrorField(field)];
  const field = (name: AddressField, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={id(name)}>{LABELS[name]}</label>
      {control}
      <FieldError id={`${id(name)}-error`} message={error(name)} />
    </div>
  );
  const text = (name: TextField) =>
    field(
      name,
      <input
        id={id(name)}
        type="text"
        autoComplete={AUTOCOMPLETE[name]}
        enterKeyHint="next"
        maxLength={ADDRESS_MAX[name]}
        value={values[name]}
        onChange={(e) => change(name, e.target.value)}
        {...describedBy(`${id(name)}-error`, error(name))}
      />,
    );
  return (
    <fieldset className={styles.radioGroup} aria-describedby="checkout-address-hint">
      <legend className={styles.label}>{checkoutMessages.deliveryAddress}</legend>
      <p id="checkout-address-hint" className={styles.hint}>{checkoutMessages.typedAddressHint}</p>
      {field(
        'cep',
        <IMaskInput
          id={id('cep')}
          mask="00000-000"
          value={values.cep}
          onAccept={(masked: string) => change('cep', masked)}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          enterKeyHint="next"
          placeholder="00000-000"
          {...describedBy(`${id('cep')}-error`, error('cep'))}
        />,
      )}
      {text('street')}
      {text('number')}
      {text('complement')}
      {text('district')}
      <div className={own.pair}>
        {text('city')}
        {field(
          'state',
          <select
            id={id('state')}
            autoComplete="address-level1"
            value={values.state}
            onChange={(e) => change('state', e.target.value)}
            {...describedBy(`${id('state')}-error`, error('state'))}
          >
            <option value="">{checkoutMessages.chooseState}</option>
            {UF_CODES.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>,
        )}
      </div>
    </fieldset>
  );
}
