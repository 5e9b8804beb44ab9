// GET /user/profile and GET /user/contacts are kept in the meta table: the profile shows name and contacts offline too.
import { fetchContacts, fetchProfile } from '../../api/auth';
import { userDb } from '../../db/user-db';

export const PROFILE_KEY = 'profile';
export const CONTACTS_KEY = 'contacts';

export async function refreshProfile(): Promise<void> {
  const [profile, contacts] = await Promise.all([fetchProfile(), fetchContacts()]);
  await userDb().meta.bulkPut([{ key: PROFILE_KEY, value: profile }, { key: CONTACTS_KEY, value: contacts }]);
}
