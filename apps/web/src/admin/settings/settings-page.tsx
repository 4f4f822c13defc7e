import { useState } from 'react';
import { AdminPage } from '../admin-page';
import { AdminTabs } from '../ui';
import { AlertsForm } from '../alerts/alerts-form';
import { FollowUpsForm } from '../follow-ups/follow-ups-form';
import { PasswordForm } from './password-form';
import { PushDevices } from '../alerts/push-devices';
import { SetupGuideTab } from './setup-guide-tab';
import { SAMPLE_TEST_DATA, TestDataTab } from './test-data-tab';
import { useWebhookSettings } from './use-webhook-settings';
import { WebhookTab } from './webhook-tab';
import { parseTestJson, sendTest } from './webhook-test';

/**
 * `/admin/settings`: the spec's Admin Settings (tabs Webhook Settings, Test Data, Setup Guide), stored on
 * the server; test sends go through the server and report what the receiver answered. Below: the
 * owner's password.
 */
export default function SettingsPage() {
  const state = useWebhookSettings();
  const [url, setUrl] = useState<string | null>(null);
  const [json, setJson] = useState(SAMPLE_TEST_DATA);
  // The field shows the saved URL until the owner types.
  const shownUrl = url ?? state.settings?.webhookUrl ?? '';

  const send = (target?: string) => {
    const data = parseTestJson(json);
    return data ? sendTest(data, target) : Promise.resolve(null);
  };

  return (
    <AdminPage title="Admin Settings">
      {state.loadError ? (
        <p role="alert" className="mb-4 text-red-700">
          {state.loadError}
        </p>
      ) : null}
      <AdminTabs
        tabs={[
          {
            label: 'Webhook Settings',
            panel: (
              <WebhookTab state={state} url={shownUrl} onUrl={setUrl} onTest={() => send(shownUrl.trim())} />
            ),
          },
          { label: 'Test Data', panel: <TestDataTab json={json} onJson={setJson} onSend={() => send()} /> },
          { label: 'Setup Guide', panel: <SetupGuideTab /> },
        ]}
      />
      <div className="mt-8 space-y-8">
        <AlertsForm />
        <FollowUpsForm />
        <PushDevices />
        <PasswordForm />
      </div>
    </AdminPage>
  );
}
