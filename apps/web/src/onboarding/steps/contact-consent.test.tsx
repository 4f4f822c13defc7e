/**
 * The text-message box in the page's language (issue 41, decision 0321): the wording a Spanish prospect
 * reads on the contact step is the one whose version their capture records, and the server reads that
 * version as the Spanish wording; an English page's stays English.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { consentVersion, consentWordingOf, smsWordingIn, type Capture, type Language } from '@pw/funnel';
import { memoryStore } from '../../shared/data/lead-capture.testkit';
import { createLeadCapture } from '../../shared/data/lead-capture.service';
import { renderAt } from '../../test-utils';
import { ContactStep } from './contact-step';

const noop = () => {};

describe("the contact step's consent box", () => {
  it.each<[Language, string]>([
    ['es', '/es/onboarding/contact'],
    ['en', '/onboarding/contact'],
  ])('%s: shows the wording whose version the capture records', async (language, path) => {
    renderAt(
      <ContactStep
        email=""
        phone=""
        onFieldChange={noop}
        smsConsent={false}
        onSmsConsentChange={noop}
        {...{ onContinue: noop }}
      />,
      path,
    );
    const shown = screen.getByRole<HTMLInputElement>('checkbox').labels?.[0]?.textContent ?? '';
    expect(shown).toBe(smsWordingIn(language));
    cleanup();

    const sent: Capture[] = [];
    const lead = createLeadCapture({
      store: memoryStore(),
      send: (capture) => (sent.push(capture), Promise.resolve('sent' as const)),
      location: { href: `https://example.test${path}`, search: '' },
      log: noop,
    });
    await lead.captureLead({
      stage: 'contact_completed',
      currentStep: 'contact',
      fields: { name: 'Ana', email: 'ana@example.com', phone: '(561) 555-0100' },
      smsConsent: true,
    });
    const version = sent[0]?.consent?.sms.version ?? '';
    expect(version).toBe(consentVersion(shown));
    expect(consentWordingOf(version)).toEqual({ wording: shown, language });
  });

  it('the two wordings differ, so a Spanish box recorded as English would fail above', () => {
    expect(consentVersion(smsWordingIn('es'))).not.toBe(consentVersion(smsWordingIn('en')));
  });
});
