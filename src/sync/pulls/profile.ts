// GET /user/profile is kept in the meta table: the profile shows name and phone offline too.
import { fetchProfile } from '../../api/auth';
import { userDb } from '../../db/user-db';

export const PROFILE_KEY = 'profile';

export async function refreshProfile(): Promise<void> {
  await userDb().meta.put({ key: PROFILE_KEY, value: await fetchProfile() });
}
