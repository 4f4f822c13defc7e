import type { LeadFollowUpsView } from '@pw/funnel';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followUpSummary, LeadFollowUps } from './lead-follow-ups';

const view: LeadFollowUpsView = {
  sequence: { state: 'stopped', sent: 1, stopReason: 'booked', nextAt: null },
  messages: [
    {
      channel: 'sms',
      step: 1,
      to: '+15615550123',
      status: 'sent',
      attempts: 1,
      lastError: null,
      queuedAt: '2026-03-02T15:01:00.000Z',
      sentAt: '2026-03-02T15:01:02.000Z',
    },
    {
      channel: 'email',
      step: 2,
      to: 'ann@example.com',
      status: 'dropped',
      attempts: 1,
      lastError: 'not sent: the prospect booked after it was queued',
      queuedAt: '2026-03-03T15:01:00.000Z',
      sentAt: null,
    },
  ],
};

describe("a lead's follow-ups", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says where the sequence stands', () => {
    expect(followUpSummary(null)).toMatch(/^No follow-up/);
    expect(followUpSummary(view.sequence)).toBe('1 of 3 sent, stopped: the prospect booked.');
    expect(followUpSummary({ state: 'waiting', sent: 0, stopReason: null, nextAt: null })).toBe(
      '0 of 3 sent.',
    );
  });

  it('lists every message with its delivery', async () => {
    const fetch = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(view), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<LeadFollowUps email="ann@example.com" />);
    const list = await screen.findByRole('list', { name: 'Follow-up messages' });
    const [sent, dropped] = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(sent).toMatch(/^Message 1 by text to \+15615550123 · sent · queued .+ · sent .+$/);
    // Dropped when it would have gone (decision 0308): said so, with the reason.
    expect(dropped).toMatch(
      /^Message 2 by e-mail to ann@example\.com · not sent · queued .+ · not sent: the prospect booked after it was queued$/,
    );
    expect(list.children).toHaveLength(2);
    expect(fetch.mock.calls[0]![0]).toMatch(/\/api\/admin\/leads\/ann%40example\.com\/follow-ups$/);
  });
});
