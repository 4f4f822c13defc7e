import { describe, expect, it } from 'vitest';
import { availabilityRules, scheduleRulesOf, type Capture } from '@pw/funnel';
import { postCapture } from './capture-client';
import { fetchAvailability } from './fetch-availability';

const capture = { captureId: 'c', stage: 'name_completed' } as unknown as Capture;
const answering = (status: number, body: unknown = {}) =>
  (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as typeof fetch;

describe('postCapture', () => {
  it.each([
    [200, 'sent'],
    [202, 'sent'],
    [400, 'rejected'],
    [429, 'unreachable'],
    [500, 'unreachable'],
    [503, 'unreachable'],
  ] as const)('reads HTTP %i as %s', async (status, outcome) => {
    expect(await postCapture(capture, answering(status))).toBe(outcome);
  });

  it("reads a refused slot with the server's reason: 409 taken, 400 slot_refused", async () => {
    const taken = answering(409, { error: 'slot_taken', message: 'Sorry, just booked.' });
    expect(await postCapture(capture, taken)).toEqual({ slot: 'slot_taken', message: 'Sorry, just booked.' });
    const refused = answering(400, { error: 'slot_refused', message: 'Too soon.' });
    expect(await postCapture(capture, refused)).toEqual({ slot: 'slot_refused', message: 'Too soon.' });
  });

  it("shows the server's reason when the e-mail holds an appointment this browser did not make (409 booking_exists)", async () => {
    const exists = answering(409, { error: 'booking_exists', message: 'Use the link in your e-mail.' });
    expect(await postCapture(capture, exists)).toEqual({
      slot: 'slot_refused',
      message: 'Use the link in your e-mail.',
    });
  });

  it("reads a refused promotion code with the server's sentence, and hands on the server's itemized quote", async () => {
    const refused = answering(400, {
      error: 'code_refused',
      message: "This code can't be used.",
    });
    expect(await postCapture(capture, refused)).toEqual({
      code: 'code_refused',
      message: "This code can't be used.",
    });
    const itemized = { bookVersion: 2, total: 290 };
    const priced = answering(202, { ok: true, quote: { total: 290, services: [], itemized } });
    expect(await postCapture(capture, priced)).toEqual({ sent: true, itemized });
  });

  it("hands on the server's sentence when a late capture's code was left out (decision 0268)", async () => {
    const sentence = "This code can't be used. Your answers are kept and priced without it.";
    const kept = answering(202, { ok: true, quote: null, codeNotApplied: sentence });
    expect(await postCapture(capture, kept)).toEqual({ sent: true, codeNotApplied: sentence });
  });

  it("reads an address outside the server's area with its sentence (decision 0266)", async () => {
    const message = "We don't serve Orlando (32801) yet, so we can't quote this address.";
    const refused = answering(400, { error: 'out_of_service_area', message });
    expect(await postCapture(capture, refused)).toEqual({ code: 'out_of_service_area', message });
  });

  it('reads a network failure as unreachable', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await postCapture(capture, failing)).toBe('unreachable');
  });

  it('posts JSON to /api/captures', async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    const spy = ((url: string, init?: RequestInit) => {
      seen = { url, init };
      return Promise.resolve(new Response('{}', { status: 201 }));
    }) as typeof fetch;
    await postCapture(capture, spy);
    expect(seen?.url).toBe('/api/captures');
    expect(seen?.init?.method).toBe('POST');
    expect(JSON.parse(seen?.init?.body as string)).toEqual(capture);
  });
});

describe('fetchAvailability', () => {
  it('asks for the range and reads the server answer', async () => {
    let url = '';
    const answer = {
      from: '2025-03-10',
      to: '2025-05-10',
      unavailableDays: ['2025-03-12'],
      takenSlots: { '2025-03-11': ['8:30 AM'] },
      rules: { ...scheduleRulesOf(availabilityRules(undefined)), minNoticeMinutes: 30 },
    };
    const spy = ((u: string) => {
      url = u;
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }) as typeof fetch;
    expect(await fetchAvailability({ from: '2025-03-10', to: '2025-05-10' }, spy)).toEqual({
      unavailableDays: ['2025-03-12'],
      takenSlots: { '2025-03-11': ['8:30 AM'] },
      rules: answer.rules,
    });
    expect(url).toBe('/api/availability?from=2025-03-10&to=2025-05-10');
  });

  it("asks for the server's whole booking window when no range is given", async () => {
    let url = '';
    const spy = ((u: string) => {
      url = u;
      return Promise.resolve(
        new Response(
          JSON.stringify({
            from: '2025-03-10',
            to: '2025-05-10',
            unavailableDays: [],
            takenSlots: {},
            rules: scheduleRulesOf(availabilityRules(undefined)),
          }),
          { status: 200 },
        ),
      );
    }) as typeof fetch;
    await fetchAvailability(undefined, spy);
    expect(url).toBe('/api/availability');
  });

  it('refuses an answer that does not match the shared schema', async () => {
    const spy = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ unavailableDates: [] }), { status: 200 }),
      )) as typeof fetch;
    await expect(fetchAvailability({ from: '2025-03-10', to: '2025-05-10' }, spy)).rejects.toThrow();
  });

  it('throws when the server fails', async () => {
    await expect(fetchAvailability({ from: 'a', to: 'b' }, answering(503))).rejects.toThrow(/503/);
  });
});
