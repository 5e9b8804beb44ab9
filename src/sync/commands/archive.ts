// The archive of history-lane items: local only [commerce §4] Archive, one row per partner and
// product in the user's database. Nothing is sent; offline it works the same.
import { userDb } from '../../db/user-db';

export async function archiveProduct(partnerId: number, productId: number): Promise<void> {
  await userDb().archived.put({ partnerId, productId, archivedAt: Date.now() });
}

export async function unarchiveProduct(partnerId: number, productId: number): Promise<void> {
  await userDb().archived.delete([partnerId, productId]);
}

/** 'Limpar Arquivados': every archived item of the partner goes back to the history lane. */
export async function clearArchive(partnerId: number): Promise<void> {
  await userDb().archived.where('partnerId').equals(partnerId).delete();
}
