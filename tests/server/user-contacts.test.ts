// GET /user/contacts (U-31): the signed-in user's registered contacts, masked as the recovery screen shows them.
import { describe, expect, it } from 'vitest';
import { call, COMPANY, login, OTHER_DEVICE, useServer } from './helpers';

const s = useServer();
const GUEST = { username: 'convidado.paula', code: '592746' };

describe('GET /user/contacts', () => {
  it("answers the customer's phones and e-mail, masked, never the whole value", async () => {
    const res = await call(s.app, 'GET', '/user/contacts', { token: await login(s.app, COMPANY) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual([
      { type: 'phone', value: '(11) 9****-4321' },
      { type: 'phone', value: '(11) ****-4455' },
      { type: 'email', value: 'c****@mercadinhobompreco.example' },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/87654321|33224455|compras@/);
  });

  it("answers a guest its customer's contacts (where its reset code goes)", async () => {
    const res = await call(s.app, 'GET', '/user/contacts', { token: await login(s.app, GUEST, OTHER_DEVICE), deviceId: OTHER_DEVICE });
    expect((await res.json()).map((contact: { value: string }) => contact.value)).toContain('(11) 9****-4321');
  });

  it('needs a session', async () => {
    expect((await call(s.app, 'GET', '/user/contacts')).status).toBe(401);
  });
});
