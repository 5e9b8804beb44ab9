// A delivery address typed at checkout by a customer with none on file: the app checks it before sending, the server
// checks it again, with the same rules and the same texts (the server answers each refusal under its field).
import type { DeliveryAddress } from './entities/checkout';
import { onlyDigits } from './tax-id';

/** The 26 states and the Federal District. */
export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

export type AddressField = keyof DeliveryAddress;

/** The longest each part may be (characters, after trimming). */
export const ADDRESS_MAX: Record<Exclude<AddressField, 'cep' | 'state'>, number> = {
  street: 100, number: 10, complement: 60, district: 60, city: 60,
};

/** Where a refusal of the typed address is shown: `deliveryAddress.<part>`, as the server names it. */
export const ADDRESS_ERROR_PREFIX = 'deliveryAddress.';
export const addressErrorField = (field: AddressField) => `${ADDRESS_ERROR_PREFIX}${field}`;

export const addressMessages = {
  cepRequired: 'O campo CEP é obrigatório.',
  cepInvalid: 'CEP inválido: informe os 8 números.',
  streetRequired: 'O campo rua é obrigatório.',
  numberRequired: 'O campo número é obrigatório.',
  districtRequired: 'O campo bairro é obrigatório.',
  cityRequired: 'O campo cidade é obrigatório.',
  stateRequired: 'O campo estado é obrigatório.',
  stateInvalid: 'Estado inválido: escolha uma das UFs.',
  tooLong: (label: string, max: number) => `O campo ${label} pode ter até ${max} caracteres.`,
} as const;

const LABELS: Record<keyof typeof ADDRESS_MAX, string> = {
  street: 'rua', number: 'número', complement: 'complemento', district: 'bairro', city: 'cidade',
};
const REQUIRED = { street: 'streetRequired', number: 'numberRequired', district: 'districtRequired', city: 'cityRequired' } as const;

/** The address as it is kept: parts trimmed, the CEP as its 8 digits. */
export function normalizeAddress(address: DeliveryAddress): DeliveryAddress {
  const cep = address.cep.trim();
  return {
    cep: /^\d{5}-?\d{3}$/.test(cep) ? onlyDigits(cep) : cep,
    street: address.street.trim(),
    number: address.number.trim(),
    complement: address.complement.trim(),
    district: address.district.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
  };
}

/** Every part that is missing or wrong, in the form's order, each with the text shown under it. */
export function addressErrors(address: DeliveryAddress): { field: string; errorMessage: string }[] {
  const a = normalizeAddress(address);
  const errors: { field: string; errorMessage: string }[] = [];
  const add = (field: AddressField, errorMessage: string) => errors.push({ field: addressErrorField(field), errorMessage });
  if (!a.cep) add('cep', addressMessages.cepRequired);
  else if (!/^\d{8}$/.test(a.cep)) add('cep', addressMessages.cepInvalid);
  for (const field of ['street', 'number', 'complement', 'district', 'city'] as const) {
    if (field !== 'complement' && !a[field]) add(field, addressMessages[REQUIRED[field]]);
    else if (a[field].length > ADDRESS_MAX[field]) add(field, addressMessages.tooLong(LABELS[field], ADDRESS_MAX[field]));
  }
  if (!a.state) add('state', addressMessages.stateRequired);
  else if (!(UF_CODES as readonly string[]).includes(a.state)) add('state', addressMessages.stateInvalid);
  return errors;
}

/** '01310-100' */
function formatCep(digits: string): string {
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** One line, as orders keep their address: 'Rua das Flores, 120 - Loja 2 - Centro, São Paulo/SP - CEP 01310-100'. */
export function deliveryAddressText(address: DeliveryAddress): string {
  const a = normalizeAddress(address);
  return `${streetLine(a)} - ${a.district}, ${a.city}/${a.state} - CEP ${formatCep(a.cep)}`;
}

/** Street, number and complement as one line ('Rua das Flores, 120 - Loja 2'), as addresses on file keep them. */
export function streetLine(a: Pick<DeliveryAddress, 'street' | 'number' | 'complement'>): string {
  return `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}`;
}
