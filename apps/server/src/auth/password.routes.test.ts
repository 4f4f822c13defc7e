/** The owner changes the password from Settings; a restart with the same ADMIN_PASSWORD keeps it. */
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin-client.js';
import { PASSWORD, testServer } from '../../test/test-server.js';

const NEW = 'a brand new passphrase';

describe('change password', () => {
  it('needs the current password and a long enough new one, ends other sessions, survives a restart', async () => {
    const s = await testServer();
    const call = await signedIn(s);
    const other = await signedIn(s);
    const wrong = await call('POST', '/api/admin/password', { currentPassword: 'nope', newPassword: NEW });
    expect(wrong.json()).toEqual({ error: 'wrong_password', message: 'The current password is wrong.' });
    const short = await call('POST', '/api/admin/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe('The new password needs at least 10 characters.');
    const ok = await call('POST', '/api/admin/password', { currentPassword: PASSWORD, newPassword: NEW });
    expect(ok.json()).toEqual({ ok: true });
    // This session goes on; the other one ended; the old password no longer signs in.
    expect((await call('GET', '/api/admin/settings')).statusCode).toBe(200);
    expect((await other('GET', '/api/admin/settings')).statusCode).toBe(401);
    await expect(signedIn(s)).rejects.toThrow(/401/);
    await s.app.close();
    // Same ADMIN_PASSWORD at the next start: the owner's own password stays.
    const again = await testServer({}, { db: s.db });
    await expect(signedIn(again, NEW)).resolves.toBeTypeOf('function');
    await again.app.close();
    // A different ADMIN_PASSWORD in the environment replaces it (the way back in for a lost password).
    const reset = await testServer({ ADMIN_PASSWORD: 'the operator reset it' }, { db: s.db });
    await expect(signedIn(reset, NEW)).rejects.toThrow(/401/);
    await expect(signedIn(reset, 'the operator reset it')).resolves.toBeTypeOf('function');
    await reset.close();
  });
});
