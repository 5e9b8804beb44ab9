import { deliveryAddressText } from '../../../src/domain/delivery-address';
import type { CustomerAddress, DeliveryAddress } from '../../../src/domain/entities/checkout';

interface AddressRow {
  street: string;
  district: string;
  city: string;
  state: string;
}

/** The one-line form kept on an order, so later address changes do not rewrite history. */
export function addressText(row: AddressRow): string {
  return `${row.street} - ${row.district}, ${row.city}/${row.state}`;
}

/** An order's address text, from one on file or one typed at checkout. */
export function orderAddressText(address: AddressRow | DeliveryAddress): string {
  return 'cep' in address ? deliveryAddressText(address) : addressText(address);
}

export function toCustomerAddress(row: AddressRow & { id: number }): CustomerAddress {
  return { alternateAddressId: row.id, street: row.street, district: row.district, city: row.city, state: row.state };
}
