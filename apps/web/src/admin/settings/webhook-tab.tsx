import { useId } from 'react';
import { Button, Card } from '../ui';
import { SigningSecret } from './signing-secret';
import type { useWebhookSettings } from './use-webhook-settings';
import type { WebhookTestOutcome as TestOutcome } from '@pw/funnel';
import { useTestRun } from './webhook-test';

/** The spec's placeholder: Zapier's standard catch-hook path. */
export const CATCH_HOOK_PLACEHOLDER = 'https://hooks.zapier.com/hooks/catch/...';

/** The Webhook Settings tab: the URL, Test Webhook, Reset to Default, Save Settings, the secret, limits. */
export function WebhookTab(props: {
  state: ReturnType<typeof useWebhookSettings>;
  url: string;
  onUrl: (url: string) => void;
  onTest: () => Promise<TestOutcome | string | null>;
}) {
  const { settings, loadError, busy, save, reset, rotateSecret } = props.state;
  const id = useId();
  const { outcome, running: testing, run: test } = useTestRun(props.onTest);

  return (
    <div className="space-y-6">
      <Card title="Zapier Integration Settings" intro="Where every lead capture is sent, as it happens.">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Zapier Webhook URL
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={props.url}
          // Read-only until the saved URL arrives: a keystroke made before would land beside it.
          readOnly={!settings && !loadError}
          onChange={(e) => props.onUrl(e.target.value)}
          placeholder={CATCH_HOOK_PLACEHOLDER}
          aria-describedby={`${id}-hint`}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/40 focus:outline-none"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          Copy this URL from the &apos;Catch Hook&apos; trigger step of your Zap.
          {settings?.isDefault && settings.defaultWebhookUrl ? ' The default URL is in use.' : ''}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => void test()} disabled={testing || !props.url.trim()}>
            {testing ? 'Testing…' : 'Test Webhook'}
          </Button>
          <Button
            onClick={() => void reset().then((next) => next && props.onUrl(next.webhookUrl))}
            disabled={busy}
          >
            Reset to Default
          </Button>
          <Button variant="primary" onClick={() => void save(props.url.trim())} disabled={busy}>
            Save Settings
          </Button>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-slate-800" data-testid="webhook-test-outcome">
          {outcome}
        </p>
      </Card>
      {settings ? (
        <SigningSecret
          secret={settings.signingSecret}
          source={settings.signingSecretSource}
          busy={busy}
          onRotate={() => void rotateSecret()}
        />
      ) : null}
      <Card title="Zapier limits">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>
            Each capture is one request, and each request runs your Zap once: every step of the wizard counts
            as a task.
          </li>
          <li>
            Zapier rate-limits catch hooks; when it answers 429 or fails, the server retries with growing
            pauses (see Deliveries), so nothing is lost.
          </li>
          <li>
            Zapier answers as soon as it has queued the request: a 200 here means received, not yet in the
            sheet.
          </li>
        </ul>
      </Card>
    </div>
  );
}
