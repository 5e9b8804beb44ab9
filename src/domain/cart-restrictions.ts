/** What the cart lets the customer do: view-only for outdated registrations, locked otherwise. */
export function cartRestrictions(cart: { status: string; outdatedRegistration: boolean } | null) {
  const viewOnly = cart?.outdatedRegistration === true;
  const locked = !viewOnly && cart?.status === 'LOCKED';
  return { viewOnly, locked, readOnly: viewOnly || locked };
}
