import type { WebhookSettings } from '@pw/funnel';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { useWebhookSettings } from './use-webhook-settings';
import { WebhookTab } from './webhook-tab';

type State = ReturnType<typeof useWebhookSettings>;
const idle = { busy: false, save: async () => {}, reset: async () => {}, rotateSecret: async () => {} };
// The default URL in use, unsigned.
const hook = 'http://127.0.0.1:9/hook';
const loaded = {
  ...{ isDefault: true, webhookUrl: hook, defaultWebhookUrl: hook },
  ...{ signing: false, signingSecret: '', signingSecretSource: 'none' },
} satisfies WebhookSettings;

function tab(state: Partial<State>) {
  render(
    <WebhookTab
      state={{ settings: null, loadError: '', ...idle, ...state } as unknown as State}
      url=""
      onUrl={() => {}}
      onTest={() => Promise.resolve(null)}
    />,
  );
  return screen.getByLabelText('Zapier Webhook URL');
}

describe('WebhookTab', () => {
  // A keystroke made before the saved URL arrived landed beside it once it did (a browser test caught it).
  it('keeps the URL field read-only until the saved settings arrive', () => {
    expect(tab({})).toHaveProperty('readOnly', true);
  });

  it('lets the owner type once they have arrived, or when they could not be loaded', () => {
    expect(tab({ settings: loaded })).toHaveProperty('readOnly', false);
    cleanup();
    expect(tab({ loadError: 'The server cannot be reached.' })).toHaveProperty('readOnly', false);
  });
});
