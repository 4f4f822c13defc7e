import { describe, expect, it } from 'vitest';
import { notificationText, PUSH_BODY_MAX, PUSH_TITLE_MAX, pushAlert } from './push-alert.js';

const at = (s: number) => new Date(Date.UTC(2026, 2, 2, 15, 0, s));
const lead = {
  email: 'ana@example.com',
  name: 'Ana',
  phone: '(561) 555-0123',
  serviceNeeded: 'House Exterior, Roof Cleaning',
  propertyType: 'Residential',
  quotedPrice: 900,
  stage: 'quote_details' as const,
};
const when = {
  firstAt: at(0),
  now: new Date(at(0).getTime() + 180_000),
  leadPath: '/admin/leads/ana%40example.com',
};

describe('what a push notification says', () => {
  it('who and why, then what they want, the price, the step and how long ago; a tap opens the lead', () => {
    expect(pushAlert(lead, 'quote', when)).toEqual({
      title: 'Quote requested: Ana',
      body: 'House Exterior, Roof Cleaning (Residential) · $900 · Quote details, 3 min ago',
      url: '/admin/leads/ana%40example.com',
    });
    expect(
      pushAlert(
        {
          ...lead,
          name: '',
          serviceNeeded: '',
          propertyType: '',
          quotedPrice: null,
          stage: 'contact_completed',
        },
        'reachable',
        when,
      ),
    ).toMatchObject({
      title: 'New lead: ana@example.com',
      body: 'Details left · no price yet · Contact completed, 3 min ago',
    });
  });

  it('keeps prospect text plain: one line, no markup brackets, no direction overrides, bounded', () => {
    const hostile = {
      ...lead,
      name: 'Ana <b>\n<a href="https://evil.example">x</a>\u202Eevil',
      serviceNeeded: 'x'.repeat(400),
    };
    const alert = pushAlert(hostile, 'quote', when);
    expect(alert.title).not.toMatch(/[<>\n\u202E]/);
    expect(alert.title).toBe('Quote requested: Ana b a href="');
    expect(Array.from(alert.body)).toHaveLength(PUSH_BODY_MAX);
    expect(alert.body.endsWith('…')).toBe(true);
    expect(Array.from(pushAlert({ ...lead, name: 'N'.repeat(200) }, 'booked', when).title)).toHaveLength(
      PUSH_TITLE_MAX,
    );
  });

  it('never cuts an emoji in half', () => {
    const cut = notificationText('😀'.repeat(10), 5);
    expect(cut).toBe('😀😀😀😀…');
    expect(encodeURIComponent(cut)).toBeTruthy(); // throws on a lone surrogate
  });
});
