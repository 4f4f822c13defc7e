import { DEFAULT_FOLLOW_UP_SETTINGS, DEFAULT_FOLLOW_UP_TEMPLATES, type FollowUpSettings } from '@pw/funnel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followUpSentence, FollowUpsForm } from './follow-ups-form';

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

describe('the follow-ups form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names fields as the form labels them', () => {
    expect(followUpSentence('delaysMinutes.0: must be at least 1 minute; smsText: must contain {link}')).toBe(
      'First message after (minutes): must be at least 1 minute; Text message: must contain {link}',
    );
  });

  it('previews as the owner types, refuses a bad delay before asking the server, and saves', async () => {
    const fetch = vi.fn((_url: string, init?: RequestInit) =>
      json(init?.method === 'PUT' ? JSON.parse(init.body as string) : DEFAULT_FOLLOW_UP_SETTINGS),
    );
    vi.stubGlobal('fetch', fetch);
    render(<FollowUpsForm />);
    const user = userEvent.setup();
    const sms = await screen.findByLabelText('Text message');
    expect(screen.getByTestId('preview-sms').textContent).toMatch(
      /^Hi Jordan, your House Washing, Driveway Cleaning quote \(\$425\)/,
    );
    await user.clear(sms);
    await user.type(sms, 'Hello {{name}! {{link}');
    expect(screen.getByTestId('preview-sms').textContent).toBe(
      `Hello Jordan! ${window.location.origin}/onboarding/resume#example`,
    );
    const first = screen.getByLabelText('First message after (minutes)');
    await user.clear(first);
    await user.type(first, '0');
    await user.click(screen.getByRole('button', { name: 'Save follow-ups' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'First message after (minutes): must be at least 1 minute',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.clear(first);
    await user.type(first, '1');
    await user.click(screen.getByRole('button', { name: 'Save follow-ups' }));
    await screen.findByText('Saved: follow-ups are on.');
    const [, init] = fetch.mock.calls[1]!;
    expect(JSON.parse(init!.body as string)).toMatchObject({
      delaysMinutes: [1, 1440, 4320],
      smsText: 'Hello {name}! {link}',
    });
  });

  it('edits the Spanish templates, flags an empty one as sending English, and saves it empty', async () => {
    // Settings saved before the Spanish versions existed: the form shows the Spanish defaults.
    const { translated: _none, ...before } = DEFAULT_FOLLOW_UP_SETTINGS;
    const fetch = vi.fn((_url: string, init?: RequestInit) =>
      json(init?.method === 'PUT' ? JSON.parse(init.body as string) : before),
    );
    vi.stubGlobal('fetch', fetch);
    render(<FollowUpsForm />);
    const user = userEvent.setup();
    const sms = await screen.findByLabelText('Spanish text message');
    expect((sms as HTMLTextAreaElement).value).toBe(DEFAULT_FOLLOW_UP_TEMPLATES.es.smsText);
    expect(screen.queryByTestId('spanish-missing')).toBeNull();
    expect(screen.getByTestId('preview-es-sms').textContent).toMatch(
      /^Hola, Jordan:.*\/es\/onboarding\/resume#example/,
    );
    await user.clear(sms);
    expect(screen.getByTestId('spanish-missing').textContent).toBe(
      'Spanish missing: English is sent for the text message.',
    );
    // The preview shows what such a lead gets: the English text.
    expect(screen.getByTestId('preview-es-sms').textContent).toMatch(/^Hi Jordan, your/);
    expect(sms.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save follow-ups' }));
    await screen.findByText('Saved: follow-ups are on.');
    const [, init] = fetch.mock.calls[1]!;
    expect((JSON.parse(init!.body as string) as FollowUpSettings).translated).toEqual({
      es: { ...DEFAULT_FOLLOW_UP_TEMPLATES.es, smsText: '' },
    });
  });
});
