import type { AlertSettingsView } from '@pw/funnel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelledSentence, SmsAlertsForm } from './sms-alerts-form';

const view: AlertSettingsView = {
  email: { available: false, to: null, on: false },
  sms: {
    available: false,
    to: null,
    on: false,
    provider: {
      saved: { accountSid: '', from: '', baseUrl: '', tokenSet: true },
      effective: { accountSid: '', from: '+15615550100', baseUrl: 'https://api.twilio.com', tokenSet: true },
      ready: false,
    },
  },
};

describe('the text alerts form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names fields as the form labels them', () => {
    expect(
      labelledSentence('ownerPhone: must be your mobile number; smsProvider.baseUrl: must be https'),
    ).toBe('Your mobile number: must be your mobile number; API base URL: must be https');
  });

  it('refuses a bad number with a sentence before asking the server, and saves a good one', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ ...view, sms: { ...view.sms, available: true, on: true, to: '+15615550142' } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    render(<SmsAlertsForm view={view} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Auth token').getAttribute('placeholder')).toBe(
      'Set: leave empty to keep it',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send a test text' }).disabled).toBe(true);
    await user.type(screen.getByLabelText('Your mobile number'), '555-0142');
    await user.click(screen.getByRole('checkbox', { name: 'Text me about new leads and bookings' }));
    await user.click(screen.getByRole('button', { name: 'Save text alerts' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Your mobile number: must be your mobile number/);
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Your mobile number'));
    await user.type(screen.getByLabelText('Your mobile number'), '(561) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Save text alerts' }));
    await screen.findByText('Saved: new leads will be texted to +15615550142.');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      sms: true,
      ownerPhone: '(561) 555-0142',
      smsProvider: { accountSid: '', authToken: '', from: '', baseUrl: '' },
    });
    expect(onSaved).toHaveBeenCalled();
  });
});
