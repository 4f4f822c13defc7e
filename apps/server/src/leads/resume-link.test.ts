/**
 * The link that resumes a quote (decisions 0234, 0235, 0307), on PGlite and PostgreSQL: minted for a lead
 * and e-mailed, opened on another device (a visit the server never saw) it answers the lead's answers,
 * step and stored quote, records `resumed_from_link` and makes that visit the lead's one own visit, which
 * may then book (a text's link: `resume-link-proof.test.ts`); a forged, altered, expired or revoked link, or any link of a booked lead, answers one sentence and records
 * nothing, and the owner cannot mint one for a booked lead.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PRICE_BOOK,
  priceQuote,
  RESUME_LINK_REFUSED,
  type Capture,
  type LinkSentTo,
  type ResumeAnswer,
} from '@pw/funnel';
import { sizedDriveway } from '@pw/funnel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { NOW, signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { savePriceBook } from '../pricing/price-book.repo.js';
import { mintResumeLink } from './resume-link.service.js';
import { issueResumeToken } from './resume-links.repo.js';

const ANN = 'ann.resume@example.com';
const BOB = 'bob.resume@example.com';
const SITE = 'https://wash.example.com';
const DAY = 86_400_000;
const SERVICES = 'House Exterior, Roof Cleaning';

describe.each(DB_KINDS)('resume links, on %s', (kind) => {
  let s: TestServer;
  const annVisit = randomUUID();
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000', PUBLIC_URL: SITE }, { db: await freshDb(kind) });
    // Ann stops at the quote; Bob stops at the address step.
    for (const c of aWizardVisit(ANN, annVisit).slice(0, -1)) expect((await capture(c)).statusCode).toBe(202);
    for (const c of aWizardVisit(BOB).slice(0, 3)) expect((await capture(c)).statusCode).toBe(202);
  });
  afterAll(() => s.close());

  const capture = (payload: Capture) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const tokenOf = (url: string) => url.split('#')[1]!;
  const mint = async (email: string, at = NOW, sentTo: LinkSentTo = { via: 'email', address: email }) => {
    const link = await mintResumeLink(s.db, { email, publicUrl: `${SITE}/`, sentTo }, at);
    return tokenOf(link!.url);
  };
  const open = (token: string, visitId: string = randomUUID(), captureId: string = randomUUID()) =>
    s.app.inject({
      method: 'POST',
      url: '/api/resume',
      payload: {
        token,
        captureId,
        visitId,
        source: `${SITE}/onboarding/resume?utm_source=follow-up#${token}`,
        querystring: '?utm_source=follow-up',
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

  it('mints an opaque link under the public address, stored only as a hash, for known leads only', async () => {
    const sentTo = { via: 'email', address: ANN } as const;
    const link = await mintResumeLink(
      s.db,
      { email: 'Ann.Resume@Example.com', publicUrl: SITE, sentTo },
      NOW,
    );
    expect(link!.url).toMatch(/^https:\/\/wash\.example\.com\/onboarding\/resume#[A-Za-z0-9_-]{43}$/);
    expect(link!.expiresAt).toEqual(new Date(NOW.getTime() + 14 * DAY));
    const token = tokenOf(link!.url);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toMatch(/ann|example/i);
    const rows = await s.db.query<{ token_hash: string; email: string; sent_via: string; sent_to: string }>(
      'select token_hash, email, sent_via, sent_to from resume_tokens',
    );
    expect(rows.rows.map((r) => [r.email, r.sent_via, r.sent_to])).toEqual([[ANN, 'email', ANN]]);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    const nobody = { email: 'nobody@example.com', publicUrl: SITE, sentTo };
    expect(await mintResumeLink(s.db, nobody, NOW)).toBeNull();
  });

  it('opens on another device at the quote, with the answers and the stored price; the visit becomes the only own', async () => {
    const token = await mint(ANN);
    const phone = randomUUID();
    const res = await open(token, phone);
    expect(res.statusCode, res.body).toBe(200);
    const priced = priceQuote({ propertyType: 'Residential', services: SERVICES });
    expect(res.json<ResumeAnswer>()).toEqual({
      step: 'result',
      answers: {
        name: 'Ana',
        email: ANN,
        phone: '5615550123',
        address: '1 Ocean Blvd',
        propertyType: 'Residential',
        serviceNeeded: SERVICES,
      },
      quote: priced.ok ? { ...priced.quote, services: [...priced.quote.services] } : null,
      choices: { sizes: {}, addOns: {}, code: '' },
    });
    expect(await ownVisits(ANN)).toEqual([phone]);
    const event = await s.db.query<{
      visit_id: string;
      source: string;
      current_step: string;
      utm_source: string;
    }>(
      `select visit_id, source, current_step, utm_source from lead_events where stage = 'resumed_from_link'`,
    );
    expect(event.rows).toEqual([
      {
        visit_id: phone,
        source: `${SITE}/onboarding/resume?utm_source=follow-up`,
        current_step: 'result',
        utm_source: 'follow-up',
      },
    ]);
    const delivery = await s.db.query<{ body: unknown }>(
      `select d.body from webhook_deliveries d join lead_events e on e.capture_id = d.capture_id
       where e.stage = 'resumed_from_link'`,
    );
    expect(JSON.stringify(delivery.rows[0]!.body)).toContain('resumed_from_link');
  });

  it('a retried opening records nothing more; the link opens again on a third device', async () => {
    const token = await mint(ANN);
    const visit = randomUUID();
    const captureId = randomUUID();
    const before = await opened();
    expect((await open(token, visit, captureId)).statusCode).toBe(200);
    const again = await open(token, visit, captureId);
    expect(again.statusCode).toBe(200);
    expect(again.json<ResumeAnswer>().step).toBe('result');
    expect(await opened()).toBe(before + 1);
    expect(await ownVisits(ANN)).toEqual([visit]);
  });

  it('refuses a forged, altered, expired or malformed link with one sentence, recording nothing', async () => {
    const token = await mint(ANN);
    const flip = (t: string, i: number) => `${t.slice(0, i)}${t[i] === 'A' ? 'B' : 'A'}${t.slice(i + 1)}`;
    const expired = await mint(ANN, new Date(NOW.getTime() - 14 * DAY - 1000));
    const before = await opened();
    const owners = await ownVisits(ANN);
    for (const bad of [
      flip(token, 0),
      flip(token, 42),
      randomUUID().replaceAll('-', '') + 'abcdefghijk',
      expired,
      'x',
      '',
    ]) {
      const res = await open(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ error: 'link_invalid', message: RESUME_LINK_REFUSED });
    }
    expect(await opened()).toBe(before);
    expect(await ownVisits(ANN)).toEqual(owners);
    const bare = await s.app.inject({ method: 'POST', url: '/api/resume', payload: { token } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ error: string }>().error).toBe('invalid_resume');
    expect(bare.json<{ message: string }>().message).toMatch(/captureId/);
  });

  it('brings back the sizes, add-ons and code the quote was priced with (decision 0264)', async () => {
    const cara = 'cara.resume@example.com';
    const { version: _version, ...defaults } = DEFAULT_PRICE_BOOK;
    const residential = defaults.categories.Residential.services.map((x) =>
      x.name === sizedDriveway.name ? sizedDriveway : x,
    );
    await savePriceBook(
      s.db,
      { ...defaults, categories: { ...defaults.categories, Residential: { services: residential } } },
      NOW,
    );
    try {
      const [, , contact, address, , , details] = aWizardVisit(cara);
      const choices = { sizes: { [sizedDriveway.name]: 3 }, addOns: { [sizedDriveway.name]: ['Sealing'] } };
      for (const c of [contact!, address!]) expect((await capture(c)).statusCode).toBe(202);
      const quoted = { ...details!.fields, serviceNeeded: sizedDriveway.name, ...choices, promotionCode: '' };
      const res = await capture({ ...details!, fields: quoted });
      expect(res.statusCode, res.body).toBe(202);
      const answer = (await open(await mint(cara))).json<ResumeAnswer>();
      expect(answer).toMatchObject({ step: 'result', quote: { total: 250 + 120 } });
      expect(answer.choices).toEqual({ ...choices, code: '' });
    } finally {
      await savePriceBook(s.db, defaults, NOW);
    }
  });

  it("another lead's link opens that lead alone, never this lead's data", async () => {
    const res = await open(await mint(BOB));
    expect(res.statusCode).toBe(200);
    expect(res.json<ResumeAnswer>()).toMatchObject({ step: 'address', quote: null, answers: { email: BOB } });
    expect(res.body).not.toMatch(/ann|Ocean|Roof/i);
  });

  it('a browser may not send resumed_from_link itself', async () => {
    const res = await capture(
      aCapture({ stage: 'resumed_from_link', currentStep: 'result', fields: { email: ANN } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_capture' });
  });

  it('the opening visit may book and is given its manage link; the booking closes every resume link', async () => {
    const token = await mint(ANN);
    const phone = randomUUID();
    expect((await open(token, phone)).statusCode).toBe(200);
    const booked = await capture(
      aCapture({
        visitId: phone,
        stage: 'appointment_scheduled',
        currentStep: 'result',
        fields: {
          email: ANN,
          serviceNeeded: SERVICES,
          appointmentDate: '2026-03-06',
          appointmentTime: '8:30 AM',
        },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(202);
    expect(booked.json<{ manageToken?: string }>().manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await open(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'link_invalid', message: RESUME_LINK_REFUSED });
    // Booked, the lead gets no new link from the owner, and none minted after the booking opens.
    const owner = await signedIn(s);
    const refused = await owner('POST', `/api/admin/leads/${encodeURIComponent(ANN)}/resume-link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('lead_booked');
    expect(refused.json<{ message: string }>().message).toMatch(/has booked/);
    expect(
      await mintResumeLink(s.db, { email: ANN, publicUrl: SITE, sentTo: { via: 'owner' } }, NOW),
    ).toBeNull();
    const late = await issueResumeToken(s.db, ANN, { via: 'owner' }, NOW);
    const before = await opened();
    expect((await open(late.token)).json()).toEqual({ error: 'link_invalid', message: RESUME_LINK_REFUSED });
    expect(await opened()).toBe(before);
  });

  it('the owner mints a link from the lead (session and CSRF like every owner route)', async () => {
    const owner = await signedIn(s);
    const res = await owner('POST', `/api/admin/leads/${encodeURIComponent(BOB)}/resume-link`);
    expect(res.statusCode, res.body).toBe(200);
    const minted = res.json<{ url: string; expiresAt: string }>();
    expect(minted.url).toMatch(/^https:\/\/wash\.example\.com\/onboarding\/resume#[A-Za-z0-9_-]{43}$/);
    expect(minted.expiresAt).toBe(new Date(NOW.getTime() + 14 * DAY).toISOString());
    expect((await open(tokenOf(res.json<{ url: string }>().url))).statusCode).toBe(200);
    expect((await owner('POST', '/api/admin/leads/nobody%40example.com/resume-link')).statusCode).toBe(404);
    const anon = await s.app.inject({ method: 'POST', url: `/api/admin/leads/${BOB}/resume-link` });
    expect(anon.statusCode).toBe(401);
  });

  it("the funnel counts the visits that opened a link (the owner's analytics)", async () => {
    const owner = await signedIn(s);
    const day = NOW.toISOString().slice(0, 10);
    const res = await owner('GET', `/api/admin/analytics/funnel?from=${day}&to=${day}`);
    const { stages } = res.json<{ stages: { stage: string; visits: number }[] }>();
    const visits = await s.db.query<{ n: number }>(
      `select count(distinct visit_id)::int as n from lead_events where stage = 'resumed_from_link'`,
    );
    expect(visits.rows[0]!.n).toBeGreaterThan(1);
    expect(stages).toContainEqual({ stage: 'resumed_from_link', visits: visits.rows[0]!.n });
  });
});
