import type { ConsentRecord, ConsentRow } from '@pw/funnel';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadConsent } from './lead-consent';

const row = (over: Partial<ConsentRow>): ConsentRow => ({
  channel: 'sms',
  address: '+15615550123',
  action: 'granted',
  version: null,
  wording: null,
  how: 'box',
  at: '2026-05-01T14:00:00.000Z',
  ip: null,
  userAgent: null,
  page: null,
  leadEmail: 'ana@example.com',
  ...over,
});

const granted: ConsentRecord = { email: 'ana@example.com', phone: '+15615550123', rows: [row({})] };

afterEach(() => vi.unstubAllGlobals());

describe('LeadConsent', () => {
  it('says what may be sent on each channel, lists the record and links both downloads', () => {
    render(<LeadConsent record={granted} onChange={() => {}} />);
    expect(screen.getByText('May be sent: they ticked the box.')).toBeTruthy();
    expect(screen.getByText('May be sent: they asked for a quote.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Consent record' }).textContent).toContain('Ticked the box');
    expect(screen.getByRole('link', { name: 'Download the consent record (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/leads/ana%40example.com/consent.csv',
    );
    expect(
      screen.getByRole('link', { name: 'Download the consent record (JSON)' }).getAttribute('href'),
    ).toBe('/api/admin/leads/ana%40example.com/consent');
  });

  it('records "no more texts", shows the new record and offers the button no more', async () => {
    const after: ConsentRecord = {
      ...granted,
      rows: [...granted.rows, row({ action: 'withdrawn', how: 'owner', at: '2026-05-02T14:00:00.000Z' })],
    };
    const calls: { url: string; body: string }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body as string });
      return Promise.resolve(
        new Response(JSON.stringify(after), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    });
    const seen: ConsentRecord[] = [];
    const { rerender } = render(<LeadConsent record={granted} onChange={(r) => seen.push(r)} />);
    fireEvent.click(screen.getByRole('button', { name: 'They asked: no more texts' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Texts stopped for good.'));
    expect(calls).toEqual([
      { url: '/api/admin/leads/ana%40example.com/consent/withdrawals', body: '{"channel":"sms"}' },
    ]);
    rerender(<LeadConsent record={seen[0]!} onChange={() => {}} />);
    expect(screen.getByText('Never sent: they asked us to stop.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'They asked: no more texts' })).toBeNull();
    expect(screen.getByRole('button', { name: 'They asked: no more e-mails' })).toBeTruthy();
  });

  it('names a lead without a mobile number, and shows the error sentence of a refused withdrawal', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'no_address', message: 'Nothing to stop.' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    render(<LeadConsent record={{ ...granted, phone: null, rows: [] }} onChange={() => {}} />);
    expect(screen.getByText('No mobile number.')).toBeTruthy();
    expect(screen.getByText('Nothing on record yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'They asked: no more e-mails' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Nothing to stop.'));
  });
});
