/**
 * What opening a resume link proves (decision 0307), on PGlite and PostgreSQL: a link texted to a number no
 * reply proved answers the quote without the lead's person and makes its opener no own visit of the lead;
 * the lead's own visit is answered in full; a link from before links recorded where they went proves
 * nothing; once a reply from the number is on record, the link proves its opener.
 */
import { randomUUID } from 'node:crypto';
import { priceQuote, type Capture, type LinkSentTo, type ResumeAnswer } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { NOW, testServer, type TestServer } from '../../test/test-server.js';
import { appendConsent } from '../consent/consent-ledger.repo.js';
import { tokenHash } from '../http/opaque-token.js';
import { mintResumeLink } from './resume-link.service.js';

const ANN = 'ann.proof@example.com';
const SITE = 'https://wash.example.com';
const SERVICES = 'House Exterior, Roof Cleaning';

describe.each(DB_KINDS)('what opening a resume link proves, on %s', (kind) => {
  let s: TestServer;
  const annVisit = randomUUID();
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000', PUBLIC_URL: SITE }, { db: await freshDb(kind) });
    for (const c of aWizardVisit(ANN, annVisit).slice(0, -1)) expect((await capture(c)).statusCode).toBe(202);
  });
  afterAll(() => s.close());

  const capture = (payload: Capture) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const mint = async (email: string, at = NOW, sentTo: LinkSentTo = { via: 'email', address: email }) => {
    const link = await mintResumeLink(s.db, { email, publicUrl: SITE, sentTo }, at);
    return link!.url.split('#')[1]!;
  };
  const open = (token: string, visitId: string = randomUUID()) =>
    s.app.inject({
      method: 'POST',
      url: '/api/resume',
      payload: {
        token,
        captureId: randomUUID(),
        visitId,
        source: `${SITE}/onboarding/resume`,
        querystring: '',
        timestamp: NOW.toISOString(),
      },
    });
  const ownVisits = async (email: string) =>
    (
      await s.db.query<{ visit_id: string }>('select visit_id from lead_own_visits where email = $1', [email])
    ).rows.map((r) => r.visit_id);
  const opened = async () =>
    (
      await s.db.query<{ n: number }>(
        `select count(*)::int as n from lead_events where stage = 'resumed_from_link'`,
      )
    ).rows[0]!.n;

  it('a link texted to a number no reply proved answers the quote alone, and its opener owns nothing (0307)', async () => {
    const number = '+15615550123';
    const token = await mint(ANN, NOW, { via: 'sms', address: number });
    const owners = await ownVisits(ANN);
    const before = await opened();
    const stranger = randomUUID();
    const res = await open(token, stranger);
    expect(res.statusCode, res.body).toBe(200);
    const priced = priceQuote({ propertyType: 'Residential', services: SERVICES });
    expect(res.json<ResumeAnswer>()).toEqual({
      step: 'name',
      answers: { propertyType: 'Residential', serviceNeeded: SERVICES },
      quote: priced.ok ? { ...priced.quote, services: [...priced.quote.services] } : null,
      choices: { sizes: {}, addOns: {}, code: '' },
    });
    expect(res.body).not.toMatch(/Ana|ann\.proof|555|Ocean/i);
    // Recorded and counted as the opening of a visit that is a stranger to the lead.
    expect(await opened()).toBe(before + 1);
    expect(await ownVisits(ANN)).toEqual(owners);
    const next = await capture(
      aCapture({ visitId: stranger, stage: 'quote_details', currentStep: 'review' }),
    );
    expect(next.json()).toEqual({ ok: true, quote: null });
    // The lead's own visit opening the same link is answered the lead, as any of its captures is.
    expect(owners).toEqual([annVisit]);
    expect((await open(token, annVisit)).json<ResumeAnswer>().answers.name).toBe('Ana');
    expect(await ownVisits(ANN)).toEqual(owners);
    // A link from before links recorded where they went proves nothing either.
    const older = await mint(ANN);
    await s.db.query('update resume_tokens set sent_via = null, sent_to = null where token_hash = $1', [
      tokenHash(older),
    ]);
    expect((await open(older)).json<ResumeAnswer>().step).toBe('name');
    // Once a reply from the number is on record, the number is proven and so is the link's opening.
    await appendConsent(s.db, {
      channel: 'sms',
      address: number,
      action: 'withdrawn',
      version: null,
      how: 'stop_reply',
      at: NOW,
      ip: null,
      userAgent: null,
      page: null,
      leadEmail: null,
      visitId: null,
      captureId: null,
    });
    const phone = randomUUID();
    expect((await open(token, phone)).json<ResumeAnswer>()).toMatchObject({
      step: 'result',
      answers: { name: 'Ana', email: ANN },
    });
    expect(await ownVisits(ANN)).toEqual([phone]);
  });
});
