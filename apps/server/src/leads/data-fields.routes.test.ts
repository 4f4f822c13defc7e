/** The Data Fields Manager's save is a capture: timeline event, lead row and webhook delivery. */
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin-client.js';
import { testServer } from '../../test/test-server.js';

describe('POST /api/admin/data-fields', () => {
  it('records a data_fields_test capture in the timeline and the outbox, and refuses a missing email', async () => {
    const s = await testServer({ WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/2/' });
    try {
      const call = await signedIn(s);
      const missing = await call('POST', '/api/admin/data-fields', { fields: { name: 'No Email' } });
      expect(missing.json()).toEqual({
        error: 'email_required',
        message: 'Please enter an email as the unique identifier',
      });
      expect(await s.count('lead_events')).toBe(0);
      const saved = await call('POST', '/api/admin/data-fields', {
        fields: {
          email: 'df@example.com',
          name: 'Dee',
          phone: '5615550100',
          propertyType: 'Commercial',
          serviceNeeded: 'Dumpster Pads',
        },
        source: 'http://127.0.0.1/data-fields',
      });
      expect(saved.json()).toMatchObject({
        ok: true,
        webhookQueued: true,
        lead: { email: 'df@example.com', name: 'Dee', propertytype: 'Commercial', stage: 'data_fields_test' },
      });
      const one = (await call('GET', '/api/admin/leads/df%40example.com')).json<{
        events: { stage: string; source?: string }[];
      }>();
      expect(one.events.map((e) => e.stage)).toEqual(['data_fields_test']);
      const deliveries = (await call('GET', '/api/admin/deliveries?email=df@example.com')).json<{
        items: { body: Record<string, unknown> }[];
      }>();
      expect(deliveries.items).toHaveLength(1);
      expect(deliveries.items[0]!.body).toMatchObject({
        email: 'df@example.com',
        stage: 'data_fields_test',
        name: 'Dee',
      });
      const bad = await call('POST', '/api/admin/data-fields', {
        fields: { email: 'x@y.z', notes: 'not here' },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await s.close();
    }
  });
});
