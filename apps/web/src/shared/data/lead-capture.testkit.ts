/** The capture service over a memory store and a send the test answers (lead-capture tests). */
import { vi } from 'vitest';
import type { Capture } from '@pw/funnel';
import type { KeyValueStore } from './browser-storage';
import type { SendOutcome } from './capture-outbox';
import { createLeadCapture } from './lead-capture.service';

export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

let counter = 0;
export const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function setup(outcomes: SendOutcome[] = []) {
  const store = memoryStore();
  const sent: Capture[] = [];
  let server: SendOutcome = 'sent';
  const send = vi.fn((capture: Capture) => {
    const outcome = outcomes.shift() ?? server;
    if (outcome === 'sent') sent.push(capture);
    return Promise.resolve(outcome);
  });
  const lead = createLeadCapture({
    store,
    send,
    location: { href: 'https://example.test/onboarding/name?utm_source=fb', search: '?utm_source=fb' },
    now: () => new Date('2025-03-10T12:00:00Z'),
    newId,
    log: () => {},
  });
  return { store, sent, send, lead, setServer: (o: SendOutcome) => (server = o) };
}
