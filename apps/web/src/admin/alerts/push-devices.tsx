import type { PushDevice, PushDevicesView, PushSubscriptionBody } from '@pw/funnel';
import { useEffect, useState } from 'react';
import { apiGet, apiSend } from '../../shared/data/api-client';
import { formatTime } from '../admin-format';
import { Card } from '../ui';
import { useAdminData } from '../use-admin-data';
import { browserDevice, type ThisDevice } from './push-device';

const primary =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary =
  'inline-flex min-h-11 items-center rounded-md border border-slate-400 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/** "Chrome on Android, added Mar 2, 2026, 3:05 PM": tells two phones of one kind apart. */
const deviceLabel = (d: PushDevice) => `${d.name}, added ${formatTime(d.addedAt)}`;

/**
 * Settings → Alerts on this device (decision 0214): turn push alerts on for the browser in hand (it asks
 * for permission and subscribes with the server's key), and the devices that get them, each with a test
 * send and Remove. `device` is this browser's push (a test passes its own).
 */
export function PushDevices({ device = browserDevice }: { device?: ThisDevice }) {
  const loaded = useAdminData('/api/admin/push-subscriptions');
  const [saved, setSaved] = useState<PushDevicesView | undefined>();
  const view = saved ?? (loaded.status === 'ready' ? loaded.data : undefined);
  const [mine, setMine] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const unsupported = device.unsupported();
  useEffect(() => {
    if (!unsupported) void device.endpoint().then(setMine, () => setMine(null));
  }, [device, unsupported]);
  const thisOne = view?.devices.find((d) => d.endpoint === mine);

  /** Runs `job`, showing its sentence (or its error's) under the section. */
  const run = async (job: () => Promise<string>) => {
    setBusy(true);
    setNote(null);
    try {
      setNote({ text: await job(), error: false });
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      setNote({ text, error: true });
    } finally {
      setBusy(false);
    }
  };

  const turnOn = (publicKey: string) =>
    run(async () => {
      const sub = await device.subscribe(publicKey);
      // The browser's own JSON: the server checks every field of it (PushSubscriptionSchema).
      const body = sub as PushSubscriptionBody;
      setSaved(await apiSend('POST', '/api/admin/push-subscriptions', { body }));
      setMine(sub.endpoint ?? null);
      return 'Alerts are on for this device. Send a test to see one.';
    });

  const test = (d: PushDevice) =>
    run(async () => {
      const answer = await apiSend('POST', '/api/admin/push-subscriptions/:id/test', {
        params: { id: d.id },
      });
      setSaved(await apiGet('/api/admin/push-subscriptions'));
      if (!answer.ok) throw new Error(answer.message);
      return answer.message;
    });

  const remove = (d: PushDevice) =>
    run(async () => {
      setSaved(await apiSend('DELETE', '/api/admin/push-subscriptions/:id', { params: { id: d.id } }));
      if (d.endpoint === mine) {
        await device.unsubscribe();
        setMine(null);
      }
      return `${d.name} no longer gets alerts.`;
    });

  return (
    <Card
      title="Alerts on this device"
      intro="A notification on this phone or computer within a minute of each new lead, quote request or booking; tap it to open the lead."
    >
      {unsupported ? (
        <p className="text-sm text-slate-800">{unsupported}</p>
      ) : thisOne ? (
        <p className="text-sm text-slate-800">This device gets alerts.</p>
      ) : (
        <button
          type="button"
          className={primary}
          disabled={busy || !view}
          onClick={() => view && void turnOn(view.publicKey)}
        >
          Turn on alerts on this device
        </button>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">Devices that get alerts</h3>
      {view && view.devices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No device gets push alerts yet.</p>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-200">
        {view?.devices.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="mr-auto min-w-0">
              <p className="font-medium text-slate-900">
                {d.name}
                {d === thisOne ? ' (this device)' : ''}
              </p>
              <p className="text-sm text-slate-700">
                Added {formatTime(d.addedAt)}. Last alert delivered:{' '}
                {d.lastSuccessAt ? formatTime(d.lastSuccessAt) : 'none yet'}.
              </p>
            </div>
            <button type="button" className={secondary} disabled={busy} onClick={() => void test(d)}>
              Send a test<span className="sr-only"> to {deviceLabel(d)}</span>
            </button>
            <button type="button" className={secondary} disabled={busy} onClick={() => void remove(d)}>
              Remove<span className="sr-only"> {deviceLabel(d)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={`min-h-5 text-sm ${note?.error ? 'text-red-700' : 'text-slate-800'}`}>
        {loaded.status === 'error' ? loaded.message : (note?.text ?? '')}
      </p>
    </Card>
  );
}
