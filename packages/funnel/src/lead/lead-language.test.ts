import { describe, expect, it } from 'vitest';
import { aCapture } from '../testing/a-capture.js';
import type { Lead } from './lead.js';
import { applyCapture } from './lead.model.js';
import { dbPatchFor } from './submission-row.js';
import { webhookBodyFor } from './webhook-body.js';

const email = 'ana@example.com';

describe("the lead's language (issue 41, decision 0321)", () => {
  const at = '2025-01-11T10:15:00.000Z';
  const step = (language?: 'en' | 'es') =>
    aCapture({ stage: 'name_completed', fields: { email, name: 'Ana' }, ...(language ? { language } : {}) });

  it('is set by the first capture, English when it says none', () => {
    expect(applyCapture(undefined, step('es'), at).language).toBe('es');
    expect(applyCapture(undefined, step(), at).language).toBe('en');
  });

  it('follows the latest capture that says one, and stays when a capture says none', () => {
    const spanish = applyCapture(applyCapture(undefined, step('en'), at), step('es'), at);
    expect(spanish.language).toBe('es');
    expect(applyCapture(spanish, step(), at).language).toBe('es');
    expect(applyCapture(spanish, step('en'), at).language).toBe('en');
  });

  it('reads a lead stored before issue 41 as English, and writes it on every capture', () => {
    const { language: _none, ...old } = applyCapture(undefined, step(), at);
    expect(applyCapture(old as Lead, step(), at).language).toBe('en');
    const lead = applyCapture(undefined, step('es'), at);
    expect(dbPatchFor(lead).language).toBe('es');
    expect(webhookBodyFor(lead, step('es')).language).toBe('es');
  });
});
