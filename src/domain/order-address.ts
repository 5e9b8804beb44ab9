// An order's delivery address as one line: the server keeps it on each order, the app on an order queued offline.
import { deliveryAddressText } from './delivery-address';
import type { DeliveryAddress } from './entities/checkout';

interface AddressParts {
  street: string;
  district: string;
  city: string;
  state: string;
}

/** The one-line form kept on an order (one on file, or one typed at checkout), so later address changes do not rewrite history. */
export function orderAddressText(address: AddressParts | DeliveryAddress): string {
  if ('cep' in address) return deliveryAddressText(address);
  return `${address.street} - ${address.district}, ${address.city}/${address.state}`;
}
