import { defaultConfig, smsConsentOf } from '@pw/funnel';
import { act, screen, waitFor } from '@testing-library/react';
import { renderInEnglish as render, translateIn } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../shared/toast/toast-store';
import BookingModal from './booking-modal';

type Body = { stage: string; currentStep: string; formType: string; fields: Record<string, string> };
let bodies: Body[];
let respond: () => Response;

beforeEach(() => {
  // One capture client per page: its outbox lives in storage, so each test starts with an empty one.
  localStorage.clear();
  bodies = [];
  respond = () => new Response(null, { status: 202 });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string) as Body);
      return Promise.resolve(respond());
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const progress = () =>
  screen.getByRole('progressbar', { name: 'Form progress' }).getAttribute('aria-valuenow');

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Ana Diaz');
  await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '5615550123');
}

describe('booking modal', () => {
  it('walks the four steps with 25/50/75/100 %, capturing progress then the full lead', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<BookingModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Schedule Your Free Assessment' })).toBeTruthy();
    expect(progress()).toBe('25');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    await fillContact(user);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: defaultConfig.consent.smsWording });
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(screen.getByLabelText<HTMLInputElement>(/Phone Number/).value).toBe('(561) 555-0123');
    expect(screen.getByLabelText(/Email Address/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/Phone Number/).getAttribute('type')).toBe('tel');
    await user.click(next);
    expect(progress()).toBe('50');
    await user.type(screen.getByLabelText(/Property Address/), '1 Ocean Dr');
    await user.selectOptions(screen.getByLabelText(/Property Type/), 'Townhouse');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progress()).toBe('75');
    await user.selectOptions(screen.getByLabelText(/Service Needed/), 'Roof Cleaning');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progress()).toBe('100');
    await user.type(screen.getByLabelText(/Additional Notes/), 'Gate code 42');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(bodies.map((b) => [b.stage, b.currentStep])).toEqual([
      ['booking_progress', 'contact'],
      ['booking_progress', 'property'],
      ['booking_progress', 'service'],
      ['process_completed', 'notes'],
    ]);
    // The box travels with the contact step's capture alone, with the version of the wording shown.
    expect(bodies[0]).toMatchObject({ consent: smsConsentOf(true) });
    expect(bodies.slice(1).every((b) => !('consent' in b))).toBe(true);
    expect(bodies[3]).toMatchObject({
      formType: 'bookingModal',
      fields: {
        name: 'Ana Diaz',
        email: 'ana@example.com',
        phone: '(561) 555-0123',
        address: '1 Ocean Dr',
        propertyType: 'Townhouse',
        serviceNeeded: 'Roof Cleaning',
        notes: 'Gate code 42',
      },
    });
    expect(getToasts()[0]).toMatchObject({ title: { key: 'notice.bookingSuccess' }, variant: 'default' });
    expect(translateIn('en')('notice.bookingSuccess')).toBe('Request Submitted');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Next disabled and says why while the e-mail has no @', async () => {
    const user = userEvent.setup();
    render(<BookingModal onClose={vi.fn()} />);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Diaz');
    await user.type(screen.getByLabelText(/Email Address/), 'ana.example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '5615550123');
    const email = screen.getByLabelText(/Email Address/);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const hint = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Please enter a valid email address');
    await user.type(email, '@example.com');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('Back returns to the previous step; a refused submit shows the error toast and stays', async () => {
    const user = userEvent.setup();
    render(<BookingModal onClose={() => {}} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toBe('25');
    expect(screen.getByLabelText<HTMLInputElement>(/Full Name/).value).toBe('Ana Diaz');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    respond = () => new Response('{}', { status: 400 });
    await user.click(screen.getByRole('button', { name: 'Skip & Submit' }));
    await waitFor(() => expect(getToasts()[0]?.title).toEqual({ key: 'notice.submission' }));
    expect(getToasts()[0]).toMatchObject({
      description: { key: 'notice.submission.description' },
      variant: 'destructive',
    });
    const t = translateIn('en');
    expect([t('notice.submission'), t('notice.submission.description')]).toEqual([
      'Submission Error',
      'There was a problem submitting your request. Please try again.',
    ]);
    expect(progress()).toBe('100');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('a lead made while the server is away waits in the outbox, thanks the visitor, and is sent later', async () => {
    const user = userEvent.setup();
    render(<BookingModal onClose={() => {}} />);
    await fillContact(user);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    respond = () => new Response('{}', { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    const queued = () => JSON.parse(localStorage.getItem('pw_capture_outbox') ?? '[]') as Body[];
    expect(queued().map((c) => [c.formType, c.stage])).toEqual([['bookingModal', 'process_completed']]);
    respond = () => new Response(null, { status: 202 });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(queued()).toEqual([]));
    expect(bodies.at(-1)).toMatchObject({ formType: 'bookingModal', stage: 'process_completed' });
    expect(bodies.filter((b) => b.stage === 'process_completed')).toHaveLength(2);
  });

  it('shows Submitting... and disables the buttons while sending', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as Body;
        if (body.stage !== 'process_completed') return Promise.resolve(new Response(null, { status: 202 }));
        return new Promise<Response>((resolve) => (release = resolve));
      }),
    );
    render(<BookingModal onClose={() => {}} />);
    await fillContact(user);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Skip & Submit' })).toHaveProperty('disabled', true);
    await act(() => {
      release(new Response(null, { status: 202 }));
      return Promise.resolve();
    });
    await screen.findByRole('heading', { name: 'Thank You!' });
  });

  it('takes a pasted phone with +1 or 1- whole, as the wizard does', async () => {
    const user = userEvent.setup();
    render(<BookingModal onClose={() => {}} />);
    const phone = screen.getByLabelText<HTMLInputElement>(/Phone Number/);
    expect(phone.hasAttribute('maxlength')).toBe(false);
    await user.click(phone);
    await user.paste('+1 (561) 555-0199');
    expect(phone.value).toBe('(561) 555-0199');
    await user.clear(phone);
    await user.paste('1-561-555-0199');
    expect(phone.value).toBe('(561) 555-0199');
  });

  it('says what the phone needs while it is not 10 digits, and keeps Next disabled until it is', async () => {
    const user = userEvent.setup();
    render(<BookingModal onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Diaz');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    const phone = screen.getByLabelText<HTMLInputElement>(/Phone Number/);
    await user.type(phone, '561555012');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const hint = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Please enter a complete 10-digit phone number');
    await user.type(phone, '3');
    expect(phone.value).toBe('(561) 555-0123');
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Please enter a complete 10-digit phone number')).toBeNull();
    expect(next).toHaveProperty('disabled', false);
  });
});
