import type { WebhookSettings } from '@pw/funnel';
import { useCallback, useEffect, useState } from 'react';
import { apiGet, apiSend, failureSentence } from '../../shared/data/api-client';
import { toast } from '../../shared/toast';

const reason = (err: unknown) => failureSentence(err, 'The server cannot be reached.');

/** The webhook settings with Save, Reset to Default and Rotate, each with the spec's toasts. */
export function useWebhookSettings() {
  const [settings, setSettings] = useState<WebhookSettings | null>(null);
  const [loadError, setLoadError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    apiGet('/api/admin/settings', { signal: ctrl.signal })
      .then(setSettings)
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setLoadError(reason(err));
      });
    return () => ctrl.abort();
  }, []);

  const run = useCallback(async (work: () => Promise<WebhookSettings | null>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const save = (webhookUrl: string) =>
    run(async () => {
      try {
        const next = await apiSend('PUT', '/api/admin/settings', { body: { webhookUrl } });
        setSettings(next);
        toast({
          title: 'Settings Saved',
          description: next.warning
            ? `Your webhook URL has been saved. Note: ${next.warning}`
            : 'Your webhook URL has been saved. New leads go to it from now on.',
        });
        return next;
      } catch (err) {
        toast({ title: 'Error Saving Settings', description: reason(err), variant: 'destructive' });
        return null;
      }
    });

  /** A write that answers the new settings, with its success toast; failures toast the reason. */
  const act = (request: () => Promise<WebhookSettings>, done: { title: string; description: string }) =>
    run(async () => {
      try {
        const next = await request();
        setSettings(next);
        toast(done);
        return next;
      } catch (err) {
        toast({ title: 'Error Saving Settings', description: reason(err), variant: 'destructive' });
        return null;
      }
    });

  const reset = () =>
    act(() => apiSend('POST', '/api/admin/settings/reset'), {
      title: 'Default Webhook Restored',
      description: 'The webhook URL is back to the default.',
    });

  const rotateSecret = () =>
    act(() => apiSend('POST', '/api/admin/settings/signing-secret'), {
      title: 'Settings Saved',
      description: 'A new signing secret is in use. Update it wherever signatures are verified.',
    });

  return { settings, loadError, busy, save, reset, rotateSecret };
}
