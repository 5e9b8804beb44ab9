import { useCallback, useRef, useState } from 'react';
import { ADDRESS_ERROR_PREFIX, addressErrorField, addressErrors, normalizeAddress, type AddressField } from '../../domain/delivery-address';
import type { DeliveryAddress } from '../../domain/entities/checkout';
import { byField, type FieldErrors } from './checkout-values';
import type { FieldError } from './errors';

const EMPTY: DeliveryAddress = { cep: '', street: '', number: '', complement: '', district: '', city: '', state: '' };

/**
 * The address typed by a customer with none on file, and its errors keyed as the server names them
 * ('deliveryAddress.cep', …). It lives as long as the screen: a refused or failed order keeps what was typed.
 */
export function useDeliveryAddress() {
  const [values, setValues] = useState<DeliveryAddress>(EMPTY);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = useCallback((field: AddressField, value: string) => {
    valuesRef.current = { ...valuesRef.current, [field]: value };
    setValues(valuesRef.current);
    setErrors(({ [addressErrorField(field)]: _cleared, ...rest }) => rest);
  }, []);

  /** Shows every error of the address typed; the address when it has none. */
  const validate = useCallback((): DeliveryAddress | null => {
    const found = addressErrors(valuesRef.current);
    setErrors(byField(found));
    return found.length === 0 ? normalizeAddress(valuesRef.current) : null;
  }, []);

  /** Shows the server's refusals of the address under their fields; returns those it showed. */
  const showServerErrors = useCallback((fields: FieldError[]): FieldError[] => {
    const own = fields.filter((f) => f.field.startsWith(ADDRESS_ERROR_PREFIX));
    if (own.length > 0) setErrors((current) => ({ ...current, ...byField(own) }));
    return own;
  }, []);

  return { values, errors, change, validate, showServerErrors };
}

export type DeliveryAddressForm = ReturnType<typeof useDeliveryAddress>;
