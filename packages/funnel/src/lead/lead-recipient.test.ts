import { describe, expect, it } from 'vitest';
import type { ConsentFact } from '../consent/consent.js';
import type { LeadAccess } from './lead-access.js';
import {
  leadHasBooked,
  mayReceiveFrom,
  openingProves,
  provenByReply,
  type LinkSentTo,
} from './lead-recipient.js';

const NUMBER = '+15615550123';
const fact = (how: ConsentFact['how'], more: Partial<ConsentFact> = {}): ConsentFact => ({
  channel: 'sms',
  address: NUMBER,
  action: how === 'stop_reply' ? 'withdrawn' : 'granted',
  version: null,
  how,
  at: '2026-03-02T10:00:00.000Z',
  visitId: null,
  ...more,
});

describe('who may receive what (decision 0307)', () => {
  it("a contact reaches the lead's messages only when the lead's own visit or a proof gave it", () => {
    const all: LeadAccess[] = ['new', 'own', 'proven', 'stranger'];
    expect(all.filter(mayReceiveFrom)).toEqual(['new', 'own', 'proven']);
  });

  it('a number is proven only by a reply from it: a STOP or a START, not a tick or the owner', () => {
    expect(provenByReply([fact('stop_reply')], NUMBER)).toBe(true);
    expect(provenByReply([fact('box'), fact('start_reply')], NUMBER)).toBe(true);
    expect(provenByReply([fact('box'), fact('owner')], NUMBER)).toBe(false);
    expect(provenByReply([fact('stop_reply', { address: '+15615550199' })], NUMBER)).toBe(false);
    expect(provenByReply([], NUMBER)).toBe(false);
  });

  it('opening a link proves what reaching its recipient proves, and a typed number proves nothing', () => {
    const email: LinkSentTo = { via: 'email', address: 'ann@example.com' };
    const sms: LinkSentTo = { via: 'sms', address: NUMBER };
    expect(openingProves(email, false)).toBe(true);
    expect(openingProves({ via: 'owner' }, false)).toBe(true);
    expect(openingProves(sms, false)).toBe(false);
    expect(openingProves(sms, true)).toBe(true);
    // A link minted before links recorded where they went.
    expect(openingProves(null, true)).toBe(false);
  });

  it('a lead has booked while it holds an appointment that is not cancelled, upcoming or past', () => {
    expect(leadHasBooked({ appointmentDate: null, appointmentStatus: null })).toBe(false);
    expect(leadHasBooked({ appointmentDate: '2026-03-06', appointmentStatus: 'scheduled' })).toBe(true);
    expect(leadHasBooked({ appointmentDate: '2026-03-06', appointmentStatus: 'done' })).toBe(true);
    expect(leadHasBooked({ appointmentDate: '2026-03-06', appointmentStatus: 'cancelled' })).toBe(false);
  });
});
