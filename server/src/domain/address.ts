import type { CustomerAddress } from '../../../src/domain/entities/checkout';

interface AddressRow {
  street: string;
  district: string;
  city: string;
  state: string;
}

export function toCustomerAddress(row: AddressRow & { id: number }): CustomerAddress {
  return { alternateAddressId: row.id, street: row.street, district: row.district, city: row.city, state: row.state };
}
