import { describe, expect, it } from 'vitest';
import { memoryStore, newId, setup } from './lead-capture.testkit';
import {
  CaptureSchema,
  consentVersion,
  defaultConfig,
  NO_CHOICES,
  smsWordingIn,
  STORAGE_KEYS,
  type Capture,
} from '@pw/funnel';
import { createLeadCapture } from './lead-capture.service';
import { CHOICES_KEY, readStoredChoices, readStoredForm } from './lead-storage';
import { VISIT_ID_KEY } from './visit-id';

describe('captureLead', () => {
  it("carries the page's language: a Spanish page's capture says es (issue 41)", async () => {
    const sent: Capture[] = [];
    const lead = createLeadCapture({
      store: memoryStore(),
      send: (capture) => (sent.push(capture), Promise.resolve('sent' as const)),
      location: { href: 'https://example.test/es/onboarding/name', search: '' },
      log: () => {},
    });
    await lead.captureLead({ stage: 'name_completed', currentStep: 'name', fields: { name: 'Ana' } });
    expect(sent[0]?.language).toBe('es');
    expect(CaptureSchema.safeParse(sent[0]).success).toBe(true);
    // The box a Spanish page shows is the Spanish wording, and the capture sends that wording's version.
    await lead.captureLead({
      stage: 'contact_completed',
      currentStep: 'contact',
      fields: { name: 'Ana', email: 'ana@example.com', phone: '(561) 555-0100' },
      smsConsent: true,
    });
    expect(sent[1]?.consent).toEqual({
      sms: { granted: true, version: consentVersion(smsWordingIn('es')) },
    });
    expect(smsWordingIn('es')).not.toBe(defaultConfig.consent.smsWording);
  });

  it('builds a valid capture with the page address, query string and a persistent visit id', async () => {
    const { sent, store, lead } = setup();
    await lead.captureLead({ stage: 'name_completed', currentStep: 'name', fields: { name: 'Ann' } });
    await lead.captureLead({
      stage: 'contact_completed',
      currentStep: 'contact',
      fields: { name: 'Ann', email: 'ann@example.com', phone: '(561) 555-0100' },
      smsConsent: true,
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toHaveProperty('consent');
    expect(sent[1]?.consent).toEqual({
      sms: { granted: true, version: consentVersion(defaultConfig.consent.smsWording) },
    });
    for (const capture of sent) expect(CaptureSchema.safeParse(capture).success).toBe(true);
    expect(sent[0]).toMatchObject({
      formType: 'onboarding',
      source: 'https://example.test/onboarding/name?utm_source=fb',
      querystring: '?utm_source=fb',
      timestamp: '2025-03-10T12:00:00.000Z',
      language: 'en',
    });
    expect(sent[0]?.visitId).toBe(sent[1]?.visitId);
    expect(store.getItem(VISIT_ID_KEY)).toBe(sent[0]?.visitId);
    expect(sent[0]?.captureId).not.toBe(sent[1]?.captureId);
  });

  it("mirrors fields under the spec's keys, e-mail also as lead_email", async () => {
    const { store, lead } = setup();
    await lead.captureLead({
      stage: 'contact_completed',
      currentStep: 'contact',
      fields: { name: 'Ann', email: 'ann@example.com', phone: '(561) 555-0100' },
    });
    await lead.captureLead({
      stage: 'appointment_scheduled',
      currentStep: 'result',
      fields: {
        email: 'ann@example.com',
        appointmentDate: '2025-03-12',
        appointmentTime: '1:30 PM',
        appointmentTimestamp: '2025-03-12T13:30:00',
      },
    });
    expect(store.getItem(STORAGE_KEYS.email)).toBe('ann@example.com');
    expect(store.getItem(STORAGE_KEYS.leadEmail)).toBe('ann@example.com');
    expect(store.getItem(STORAGE_KEYS.phone)).toBe('(561) 555-0100');
    expect(store.getItem(STORAGE_KEYS.stage)).toBe('appointment_scheduled');
    expect(store.getItem(STORAGE_KEYS.partial)).toBe('true');
    expect(store.getItem(STORAGE_KEYS.scheduledTime)).toBe('2025-03-12T13:30:00');
    expect(store.getItem(STORAGE_KEYS.appointmentStatus)).toBe('scheduled');
    await lead.captureLead({
      stage: 'process_completed',
      currentStep: 'confirmation',
      fields: { email: 'a@b.co' },
    });
    expect(store.getItem(STORAGE_KEYS.completed)).toBe('true');
    expect(store.getItem(STORAGE_KEYS.appointmentStatus)).toBe('confirmed');
  });

  it('rejects with the slot refusal and its reason, and with rejected on other refusals', async () => {
    const { lead } = setup([{ slot: 'slot_refused', message: 'Too soon.' }, 'rejected']);
    const input = { stage: 'name_completed', currentStep: 'name', fields: {} } as const;
    await expect(lead.captureLead(input)).rejects.toMatchObject({
      code: 'slot_refused',
      message: 'Too soon.',
    });
    await expect(lead.captureLead(input)).rejects.toMatchObject({ code: 'rejected' });
    expect(lead.outbox.size).toBe(0);
  });

  it('serves the booking modal too: same visit id and outbox, its form type and honeypot, no wizard mirror', async () => {
    const { sent, store, lead } = setup(['sent', 'unreachable']);
    await lead.captureLead({ stage: 'name_completed', currentStep: 'name', fields: { name: 'Ann' } });
    await lead.captureLead({
      formType: 'bookingModal',
      stage: 'process_completed',
      currentStep: 'notes',
      fields: { name: 'Bo', email: 'bo@example.com' },
      website: 'bot-filled',
    });
    expect(lead.outbox.list()).toMatchObject([
      { formType: 'bookingModal', visitId: sent[0]?.visitId, website: 'bot-filled' },
    ]);
    expect(CaptureSchema.safeParse(lead.outbox.list()[0]).success).toBe(true);
    expect(store.getItem(STORAGE_KEYS.name)).toBe('Ann');
    expect(store.getItem(STORAGE_KEYS.stage)).toBe('name_completed');
  });

  it('resumes: stored values come back as the form, unknown property types ignored', async () => {
    const { store, lead } = setup();
    await lead.captureLead({
      stage: 'service_type_completed',
      currentStep: 'service-type',
      fields: { name: 'Ann', email: 'ann@example.com', serviceNeeded: 'Roof Cleaning, Driveway Cleaning' },
    });
    store.setItem(STORAGE_KEYS.propertyType, 'Boat');
    expect(readStoredForm(store)).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      serviceNeeded: 'Roof Cleaning, Driveway Cleaning',
    });
    store.setItem(STORAGE_KEYS.propertyType, 'Commercial');
    expect(readStoredForm(store).propertyType).toBe('Commercial');
  });

  it('resumes the sizes, add-ons and code as the captures carried them; a bad stored value is ignored', async () => {
    const { store, lead } = setup();
    const driveway = 'Driveway Cleaning';
    expect(readStoredChoices(store)).toEqual(NO_CHOICES);
    await lead.captureLead({
      stage: 'size_completed',
      currentStep: 'size',
      fields: { serviceNeeded: driveway, sizes: { [driveway]: 3 }, addOns: { [driveway]: ['Sealing'] } },
    });
    const sized = { sizes: { [driveway]: 3 }, addOns: { [driveway]: ['Sealing'] } };
    expect(readStoredChoices(store)).toEqual({ ...sized, code: '' });
    // The review's capture adds the code; one without choices changes nothing.
    await lead.captureLead({
      stage: 'quote_details',
      currentStep: 'review',
      fields: { email: 'ann@example.com', ...sized, promotionCode: 'SPRING' },
    });
    await lead.captureLead({ stage: 'name_completed', currentStep: 'name', fields: { name: 'Ann' } });
    expect(readStoredChoices(store)).toEqual({ ...sized, code: 'SPRING' });
    for (const bad of ['{', '"SPRING"', JSON.stringify({ ...sized, code: 'SPRING' })]) {
      store.setItem(CHOICES_KEY, bad);
      expect(readStoredChoices(store)).toEqual(NO_CHOICES);
    }
  });
});

describe('recordView', () => {
  it('sends a screen view with no fields, in order with captures, without touching the stored lead', async () => {
    const { sent, store, lead } = setup();
    await lead.captureLead({ stage: 'name_completed', currentStep: 'name', fields: { name: 'Ann' } });
    const stageBefore = store.getItem(STORAGE_KEYS.stage);
    lead.recordView('contact');
    await lead.captureLead({ stage: 'welcome_completed', currentStep: 'welcome', fields: {} });
    expect(sent.map((c) => [c.stage, c.currentStep])).toEqual([
      ['name_completed', 'name'],
      ['screen_viewed', 'contact'],
      ['welcome_completed', 'welcome'],
    ]);
    expect(sent[1]).toMatchObject({ fields: {}, visitId: sent[0]!.visitId });
    expect(CaptureSchema.safeParse(sent[1]).success).toBe(true);
    expect(stageBefore).toBe('name_completed');
    expect(store.getItem(STORAGE_KEYS.stage)).toBe('welcome_completed');
  });

  it("keeps only another site's host as the referrer, for every capture of the visit", async () => {
    const store = memoryStore();
    const sent: Capture[] = [];
    const make = (referrer: string) =>
      createLeadCapture({
        store,
        send: (c) => (sent.push(c), Promise.resolve('sent' as const)),
        location: { href: 'https://example.test/onboarding', search: '' },
        referrer,
        newId,
        log: () => {},
      });
    make('https://www.Google.com/search?q=pressure+washing+ann').recordView('welcome');
    // A reload: the referrer is now our own page, the first one is kept.
    await make('https://example.test/onboarding').captureLead({
      stage: 'welcome_completed',
      currentStep: 'welcome',
      fields: {},
    });
    expect(sent.map((c) => c.referrer)).toEqual(['www.google.com', 'www.google.com']);
  });

  it("drops a view while the server is away instead of queueing it behind the prospect's input", async () => {
    const { lead, setServer } = setup();
    setServer('unreachable');
    lead.recordView('welcome');
    await lead.captureLead({ stage: 'welcome_completed', currentStep: 'welcome', fields: {} });
    lead.recordView('name');
    await lead.captureLead({ stage: 'name_completed', currentStep: 'name', fields: { name: 'Ann' } });
    expect(lead.outbox.list().map((c) => c.stage)).toEqual(['welcome_completed', 'name_completed']);
  });

  it('only logs a view the server refuses', async () => {
    const { lead, send } = setup(['rejected']);
    lead.recordView('welcome');
    await lead.captureLead({ stage: 'welcome_completed', currentStep: 'welcome', fields: {} });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
