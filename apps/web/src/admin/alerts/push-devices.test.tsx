import type { PushDevice, PushDevicesView } from '@pw/funnel';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushDevices } from './push-devices';
import type { ThisDevice } from './push-device';

const KEY = 'B'.padEnd(87, 'A');
const phone: PushDevice = {
  id: '7d9b7c1e-4f7a-4c4e-9a0e-2b1f1f0b0c01',
  name: 'Chrome on Android',
  endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
  addedAt: '2026-03-02T15:00:00.000Z',
  lastSuccessAt: null,
};
const laptop: PushDevice = {
  ...phone,
  id: '7d9b7c1e-4f7a-4c4e-9a0e-2b1f1f0b0c02',
  name: 'Firefox on Windows',
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/laptop',
  lastSuccessAt: '2026-03-02T16:00:00.000Z',
};

/** The admin API as a list of devices the calls change, and the calls made. */
let devices: PushDevice[];
let calls: string[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  devices = [laptop];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const view = (): PushDevicesView => ({ publicKey: KEY, devices });
      if (method === 'POST' && url.endsWith('/test'))
        return Promise.resolve(
          json({ ok: false, message: 'The test was not sent. The push service answered 503.' }),
        );
      if (method === 'POST') devices = [...devices, phone];
      if (method === 'DELETE') devices = devices.filter((d) => !url.endsWith(d.id));
      return Promise.resolve(json(view()));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A browser that can subscribe and, once it did, has `phone`'s endpoint. */
function aPhone(over: Partial<ThisDevice> = {}): ThisDevice & { subscribedWith: string[] } {
  let endpoint: string | null = null;
  const subscribedWith: string[] = [];
  return {
    subscribedWith,
    unsupported: () => null,
    endpoint: () => Promise.resolve(endpoint),
    subscribe: (key) => {
      subscribedWith.push(key);
      endpoint = phone.endpoint;
      return Promise.resolve({ endpoint, expirationTime: null, keys: { p256dh: KEY, auth: 'A'.repeat(22) } });
    },
    unsubscribe: () => {
      endpoint = null;
      return Promise.resolve();
    },
    ...over,
  };
}

describe('Alerts on this device', () => {
  it('lists the devices, turns this one on with the server’s key, marks it, tests and removes it', async () => {
    const user = userEvent.setup();
    const device = aPhone();
    render(<PushDevices device={device} />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Firefox on Windows')).toBeTruthy();
    expect(within(list).getByText(/Last alert delivered: Mar 2, 2026/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Turn on alerts on this device' }));
    expect(await screen.findByText('Alerts are on for this device. Send a test to see one.')).toBeTruthy();
    expect(device.subscribedWith).toEqual([KEY]);
    expect(screen.getByText('Chrome on Android (this device)')).toBeTruthy();
    expect(screen.getByText('This device gets alerts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on alerts on this device' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Send a test to Chrome on Android, added / }));
    expect(await screen.findByText('The test was not sent. The push service answered 503.')).toBeTruthy();
    expect(calls).toContain(`POST /api/admin/push-subscriptions/${phone.id}/test`);

    await user.click(screen.getByRole('button', { name: /^Remove Chrome on Android, added / }));
    expect(await screen.findByText('Chrome on Android no longer gets alerts.')).toBeTruthy();
    expect(await device.endpoint()).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on alerts on this device' })).toBeTruthy();
    expect(within(screen.getByRole('list')).queryByText(/Chrome on Android/)).toBeNull();
  });

  it('says why a browser cannot get alerts, and shows a refused permission as a sentence', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <PushDevices device={aPhone({ unsupported: () => 'This browser cannot get push alerts.' })} />,
    );
    expect(await screen.findByText('This browser cannot get push alerts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on alerts on this device' })).toBeNull();
    unmount();
    devices = [];
    const refused = aPhone({ subscribe: () => Promise.reject(new Error('Alerts need your permission.')) });
    render(<PushDevices device={refused} />);
    expect(await screen.findByText('No device gets push alerts yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on alerts on this device' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Alerts need your permission.'));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
