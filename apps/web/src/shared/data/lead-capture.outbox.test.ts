/** The capture service's outbox: captures queued while the server is away, kept, sent in order, once. */
import { describe, expect, it } from 'vitest';
import type { Capture } from '@pw/funnel';
import type { SendOutcome } from './capture-outbox';
import { createLeadCapture } from './lead-capture.service';
import { setup } from './lead-capture.testkit';
import { getToasts } from '../toast/toast-store';

describe('captureLead while the server is away', () => {
  it('queues captures while the server is away and re-sends them in order, once, with their ids', async () => {
    const { sent, lead, setServer } = setup();
    await lead.captureLead({ stage: 'name_completed', currentStep: 'name', fields: { name: 'A' } });
    setServer('unreachable');
    expect(
      await lead.captureLead({
        stage: 'contact_completed',
        currentStep: 'contact',
        fields: { email: 'a@b.co' },
      }),
    ).toEqual({ queued: true });
    await lead.captureLead({
      stage: 'address_completed',
      currentStep: 'address',
      fields: { email: 'a@b.co', address: 'X' },
    });
    expect(lead.outbox.list().map((c) => c.stage)).toEqual(['contact_completed', 'address_completed']);
    const queuedIds = lead.outbox.list().map((c) => c.captureId);
    setServer('sent');
    await lead.captureLead({
      stage: 'property_type_completed',
      currentStep: 'property-type',
      fields: { email: 'a@b.co', propertyType: 'Commercial' },
    });
    expect(sent.map((c) => c.stage)).toEqual([
      'name_completed',
      'contact_completed',
      'address_completed',
      'property_type_completed',
    ]);
    expect(sent.slice(1, 3).map((c) => c.captureId)).toEqual(queuedIds);
    // Sent late, and marked so: a booking among them that proves taken becomes a call-back request.
    expect(sent.map((c) => c.deferred)).toEqual([undefined, true, true, undefined]);
    expect(lead.outbox.size).toBe(0);
  });

  it('keeps the outbox across a reload: a new service on the same storage sends it', async () => {
    const first = setup(['unreachable']);
    await first.lead.captureLead({
      stage: 'contact_completed',
      currentStep: 'contact',
      fields: { email: 'a@b.co' },
    });
    const sent: Capture[] = [];
    const reloaded = createLeadCapture({
      store: first.store,
      send: (c) => (sent.push(c), Promise.resolve('sent' as const)),
      location: { href: 'x', search: '' },
      log: () => {},
    });
    const stop = reloaded.startSync(60_000);
    await reloaded.outbox.flush();
    stop();
    expect(sent.map((c) => c.stage)).toEqual(['contact_completed']);
    expect(reloaded.outbox.size).toBe(0);
  });

  it('sends on the next page what a page left while its captures waited their turn, behind the queue', async () => {
    const store = setup().store;
    const reload = (send: (c: Capture) => Promise<SendOutcome>) =>
      createLeadCapture({ store, send, location: { href: 'x', search: '' }, log: () => {} });
    // An older capture already queued (the server was away on an earlier visit).
    await reload(() => Promise.resolve('unreachable')).captureLead({
      stage: 'name_completed',
      currentStep: 'name',
      fields: { name: 'Ann' },
    });
    // This page's first send never answers (the prospect follows a link): the contact waits behind it.
    const left = reload(() => new Promise<SendOutcome>(() => {}));
    void left.captureLead({
      stage: 'address_completed',
      currentStep: 'address',
      fields: { email: 'a@b.co' },
    });
    void left.captureLead({ stage: 'property_type_completed', currentStep: 'property-type', fields: {} });
    await Promise.resolve();

    const sent: Capture[] = [];
    const next = reload((c) => (sent.push(c), Promise.resolve('sent' as const)));
    expect(await next.outbox.flush()).toBe(0);
    expect(sent.map((c) => [c.stage, c.deferred])).toEqual([
      ['name_completed', true],
      ['address_completed', true],
      ['property_type_completed', true],
    ]);
    // Settled captures are not held: a page after that sends nothing again.
    await next.captureLead({ stage: 'service_type_completed', currentStep: 'service-type', fields: {} });
    const after: Capture[] = [];
    await reload((c) => (after.push(c), Promise.resolve('sent' as const))).outbox.flush();
    expect(after).toEqual([]);
  });

  it('keeps a queued quote whose code the server then refused, and tells the prospect once (decision 0268)', async () => {
    const store = setup().store;
    const sent: Capture[] = [];
    let online = false;
    const sentence = "This code can't be used. Your answers are kept and priced without it.";
    const lead = createLeadCapture({
      store,
      send: (c) => {
        if (!online) return Promise.resolve('unreachable' as const);
        sent.push(c);
        return Promise.resolve(c.deferred ? { sent: true as const, codeNotApplied: sentence } : 'sent');
      },
      location: { href: 'x', search: '' },
      log: () => {},
    });
    const fields = { email: 'a@b.co', serviceNeeded: 'House Exterior', promotionCode: 'SPRING' };
    await lead.captureLead({ stage: 'quote_details', currentStep: 'review', fields });
    await lead.captureLead({ stage: 'result_page_viewed', currentStep: 'result', fields });
    expect(lead.outbox.size).toBe(2);
    online = true;
    expect(await lead.outbox.flush()).toBe(0);
    expect(sent.map((c) => [c.stage, c.deferred, c.fields.promotionCode])).toEqual([
      ['quote_details', true, 'SPRING'],
      ['result_page_viewed', true, 'SPRING'],
    ]);
    expect(getToasts().filter((t) => t.open)).toEqual([
      expect.objectContaining({
        title: { key: 'notice.codeNotApplied' },
        description: { key: 'notice.codeNotApplied.description' },
      }),
    ]);
  });

  it('sends concurrent captures one after another, in the order they were made', async () => {
    const { sent, lead } = setup();
    await Promise.all([
      lead.captureLead({ stage: 'result_page_viewed', currentStep: 'result', fields: { email: 'a@b.co' } }),
      lead.captureLead({ stage: 'quote_viewed', currentStep: 'result', fields: { email: 'a@b.co' } }),
    ]);
    expect(sent.map((c) => c.stage)).toEqual(['result_page_viewed', 'quote_viewed']);
  });
});
