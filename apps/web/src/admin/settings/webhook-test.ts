/** Test sends through the server (`POST /api/admin/settings/test`) and how their outcome reads. */
import type { WebhookTestOutcome as TestOutcome } from '@pw/funnel';
import { useState } from 'react';
import { apiSend, failureSentence } from '../../shared/data/api-client';
import { toast } from '../../shared/toast';

/** One line for the page: "Answered 200 in 35 ms" or "Not delivered: <error> (after 3 ms)". */
export function describeOutcome(o: TestOutcome): string {
  if (o.status !== undefined) return `The webhook answered ${o.status} in ${o.durationMs} ms.`;
  return `Not delivered: ${o.error} (after ${o.durationMs} ms).`;
}

/** The spec's test toasts: 'Invalid JSON' before sending, then 'Test Sent' or 'Test Failed'. */
export function parseTestJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the toast.
  }
  toast({
    title: 'Invalid JSON',
    description: 'Please enter valid JSON data in the test data field.',
    variant: 'destructive',
  });
  return null;
}

/** Sends `data` (to `url` when given, else the saved URL), shows the toasts and returns the outcome. */
export async function sendTest(data: Record<string, unknown>, url?: string): Promise<TestOutcome | string> {
  toast({ title: 'Sending Test Data', description: 'Sending the test data to your webhook…' });
  try {
    const out = await apiSend('POST', '/api/admin/settings/test', {
      body: { data, ...(url ? { url } : {}) },
    });
    if (out.ok) {
      toast({
        title: 'Test Sent',
        description: `Test data was sent to your Zapier webhook. Check Zapier to confirm it was received. ${describeOutcome(out)}`,
      });
    } else {
      toast({
        title: 'Test Failed',
        description: `There was a problem sending test data to your webhook. ${describeOutcome(out)}`,
        variant: 'destructive',
      });
    }
    return out;
  } catch (err) {
    const message = failureSentence(err, 'The server cannot be reached.');
    toast({
      title: 'Test Failed',
      description: `There was a problem sending test data to your webhook. ${message}`,
      variant: 'destructive',
    });
    return message;
  }
}

/** A test button's state: the line describing the last outcome, and whether one is under way. */
export function useTestRun(send: () => Promise<TestOutcome | string | null>) {
  const [outcome, setOutcome] = useState('');
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    const out = await send();
    setRunning(false);
    if (out) setOutcome(typeof out === 'string' ? `Not sent: ${out}` : describeOutcome(out));
  };
  return { outcome, running, run };
}
