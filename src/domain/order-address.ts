// An order's delivery address as one line: the server keeps it on each order, the app on an order queued offline.

interface AddressParts {
  street: string;
  district: string;
  city: string;
  state: string;
}

/** The one-line form kept on an order, so later address changes do not rewrite history. */
export function orderAddressText(address: AddressParts): string {
  return `${address.street} - ${address.district}, ${address.city}/${address.state}`;
}
