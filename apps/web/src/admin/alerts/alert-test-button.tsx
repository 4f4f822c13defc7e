import type { AlertTest } from '@pw/funnel';
import { useState } from 'react';
import { apiSend, failureSentence } from '../../shared/data/api-client';
import { Button } from '../ui';

/**
 * "Send a test text" / "Send a test e-mail" (decision 0211): the server queues the test in the channel's
 * own outbox and answers how its first attempt went; the sentence shows under the button.
 */
export function AlertTestButton({
  channel,
  label,
  disabled,
}: AlertTest & { label: string; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await apiSend('POST', '/api/admin/alerts/test', { body: { channel } });
      setResult({ ok: answer.status !== 'failed', message: answer.message });
    } catch (err) {
      setResult({
        ok: false,
        message: failureSentence(err, 'The test could not be sent.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <Button onClick={() => void send()} disabled={disabled || busy}>
        {busy ? 'Sending…' : label}
      </Button>
      <p
        role="status"
        className={`min-h-5 text-sm ${result?.ok === false ? 'text-red-700' : 'text-green-800'}`}
      >
        {result?.message ?? ''}
      </p>
    </div>
  );
}
