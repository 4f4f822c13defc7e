import { randomUUID } from 'node:crypto';
import type { Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { testServer, type TestServer } from '../../test/test-server.js';

const UA = {
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
};

/**
 * Four visits on 2 March 2026 whose figures are worked out by hand below:
 * A (google / cpc / spring, mobile): every wizard step to a booking, Residential, House Exterior 400 +
 *   Roof Cleaning 500; its first event (a screen view, 14:00) is 30 minutes before the booking (14:30).
 * B (referred by www.bing.com, desktop): to quote_details, Commercial, Dumpster Pads 250; stops there.
 * C (direct, desktop): opens the wizard and leaves.
 * D (facebook / social, tablet): opens the wizard and continues past welcome.
 */
describe.each(DB_KINDS)('the analytics report on %s', (kind) => {
  let s: TestServer;
  let clock = new Date('2026-03-02T14:00:00Z');
  let call: OwnerCall;

  async function send(c: Capture, ua: string, at: string) {
    clock = new Date(`2026-03-02T${at}:00Z`);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/captures',
      payload: c,
      headers: { 'user-agent': ua },
    });
    expect(res.statusCode, res.body).toBe(202);
  }
  const view = (visitId: string, querystring: string, referrer?: string) =>
    aCapture({
      visitId,
      stage: 'screen_viewed',
      currentStep: 'welcome',
      fields: {},
      querystring,
      ...(referrer ? { referrer } : {}),
    });

  beforeAll(async () => {
    s = await testServer({}, { db: await freshDb(kind), now: () => clock });
    const a = aWizardVisit('a@example.com').map((c) => ({
      ...c,
      querystring: '?utm_source=google&utm_medium=cpc&utm_campaign=spring',
    }));
    await send(view(a[0]!.visitId, a[0]!.querystring), UA.mobile, '14:00');
    for (const c of a.slice(0, -1)) await send(c, UA.mobile, '14:10');
    await send(a.at(-1)!, UA.mobile, '14:30');

    const b = aWizardVisit('b@example.com')
      .slice(0, 7)
      .map((c) => ({
        ...c,
        querystring: '',
        referrer: 'www.bing.com',
        fields: {
          ...c.fields,
          ...(c.fields.propertyType ? { propertyType: 'Commercial' } : {}),
          ...(c.fields.serviceNeeded ? { serviceNeeded: 'Dumpster Pads' } : {}),
        },
      }));
    await send(view(b[0]!.visitId, '', 'www.bing.com'), UA.desktop, '15:00');
    for (const c of b) await send(c, UA.desktop, '15:05');

    await send(view(randomUUID(), ''), UA.desktop, '16:00');
    const d = randomUUID();
    await send(view(d, '?utm_source=facebook&utm_medium=social'), UA.tablet, '17:00');
    await send(
      aCapture({
        visitId: d,
        stage: 'welcome_completed',
        currentStep: 'welcome',
        fields: {},
        querystring: '?utm_source=facebook&utm_medium=social',
      }),
      UA.tablet,
      '17:01',
    );
    call = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  it('counts the funnel from the wizard opening, with step conversion and drop-off', async () => {
    const res = await call('GET', '/api/admin/analytics/report?from=2026-03-01&to=2026-03-02');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<{
      steps: { stage: string; visits: number; conversion: number | null; dropOff: number }[];
    }>();
    const visits = Object.fromEntries(r.steps.map((x) => [x.stage, x.visits]));
    expect(visits).toEqual({
      screen_viewed: 4,
      welcome_completed: 3,
      name_completed: 2,
      contact_completed: 2,
      address_completed: 2,
      property_type_completed: 2,
      service_type_completed: 2,
      quote_details: 2,
      result_page_viewed: 0,
      quote_viewed: 0,
      appointment_scheduled: 1,
      quote_accepted: 0,
      process_completed: 0,
    });
    expect(r.steps[0]).toMatchObject({ conversion: null, dropOff: 1 });
    expect(r.steps[1]).toMatchObject({ conversion: 0.75, dropOff: 1 });
    expect(r.steps[2]).toMatchObject({ conversion: 0.6667 });
  });

  it('breaks visits down by source (utm, else referrer, else direct), medium, campaign and device', async () => {
    const r = (await call('GET', '/api/admin/analytics/report?from=2026-03-02&to=2026-03-02')).json<
      Record<string, { value: string; visits: Record<string, number> }[]>
    >();
    const opened = (rows: { value: string; visits: Record<string, number> }[]) =>
      Object.fromEntries(
        rows.map((x) => [x.value, [x.visits.screen_viewed, x.visits.appointment_scheduled]]),
      );
    expect(opened(r.bySource!)).toEqual({
      google: [1, 1],
      'www.bing.com': [1, 0],
      direct: [1, 0],
      facebook: [1, 0],
    });
    expect(opened(r.byMedium!)).toEqual({ cpc: [1, 1], social: [1, 0], '(none)': [2, 0] });
    expect(opened(r.byCampaign!)).toEqual({ spring: [1, 1], '(none)': [3, 0] });
    expect(opened(r.byDevice!)).toEqual({ mobile: [1, 1], desktop: [2, 0], tablet: [1, 0] });
  });

  it('sums quoted and booked value, by property type and service, and the median time to booking', async () => {
    const r = (await call('GET', '/api/admin/analytics/report?from=2026-03-02&to=2026-03-02')).json<{
      totals: object;
      byPropertyType: object[];
      byService: object[];
      toBooking: object;
    }>();
    expect(r.totals).toEqual({ leads: 2, quoted: 2, booked: 1, quotedValue: 1150, bookedValue: 900 });
    expect(r.byPropertyType).toEqual([
      { value: 'Residential', leads: 1, quoted: 1, booked: 1, quotedValue: 900, bookedValue: 900 },
      { value: 'Commercial', leads: 1, quoted: 1, booked: 0, quotedValue: 250, bookedValue: 0 },
    ]);
    expect(r.byService).toEqual([
      { value: 'Roof Cleaning', leads: 1, quoted: 1, booked: 1, quotedValue: 500, bookedValue: 500 },
      { value: 'House Exterior', leads: 1, quoted: 1, booked: 1, quotedValue: 400, bookedValue: 400 },
      { value: 'Dumpster Pads', leads: 1, quoted: 1, booked: 0, quotedValue: 250, bookedValue: 0 },
    ]);
    expect(r.toBooking).toEqual({ bookings: 1, medianMinutes: 30 });
  });

  it('lists who stopped at each step with the value left on the table, and a trend by day', async () => {
    const r = (await call('GET', '/api/admin/analytics/report?from=2026-03-01&to=2026-03-02')).json<{
      stopped: object[];
      trend: { day: string; visits: Record<string, number> }[];
    }>();
    expect(r.stopped).toEqual([
      {
        stage: 'quote_details',
        leads: 1,
        leftOnTable: 250,
        items: [expect.objectContaining({ email: 'b@example.com', name: 'Ana', quotedPrice: 250 })],
      },
    ]);
    expect(
      r.trend.map((d) => [d.day, d.visits.screen_viewed ?? 0, d.visits.appointment_scheduled ?? 0]),
    ).toEqual([
      ['2026-03-01', 0, 0],
      ['2026-03-02', 4, 1],
    ]);
  });

  it('answers 400 naming the parameter for a bad range', async () => {
    for (const [qs, field] of [
      ['from=2026-13-01', 'from'],
      ['from=2026-03-05&to=2026-03-01', 'to'],
      ['from=2023-01-01&to=2026-03-01', 'to'],
    ]) {
      const res = await call('GET', `/api/admin/analytics/report?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json<{ message: string }>().message, qs).toContain(field);
    }
  });
});
