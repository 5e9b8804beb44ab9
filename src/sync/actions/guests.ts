// Guest users live on the server only: nothing is kept on the device and nothing is queued offline (inviting
// sends a WhatsApp message; the screen needs the network and says so).
import { v4 as uuidv4 } from 'uuid';
import { blockGuest, deleteGuest, fetchGuests, inviteGuest, unblockGuest } from '../../api/guests';
import type { GuestUser } from '../../domain/entities/guest-user';

export function loadGuests(): Promise<GuestUser[]> {
  return fetchGuests();
}

/** One key per invitation: a retried call creates one guest and sends one message. */
export function createGuest(name: string, phone: string): Promise<GuestUser> {
  return inviteGuest(name, phone, uuidv4());
}

/** Blocking ends the guest's sessions at their next request; unblocking lets the guest sign in again. */
export function setGuestBlocked(id: number, blocked: boolean): Promise<void> {
  return blocked ? blockGuest(id) : unblockGuest(id);
}

export function removeGuest(id: number): Promise<void> {
  return deleteGuest(id);
}
