import { useId, useState } from 'react';
import { Button, Card } from '../ui';

/** The webhook signing secret: shown (for receivers that verify signatures), copyable, rotatable. */
export function SigningSecret(props: {
  secret: string;
  source: 'settings' | 'environment' | 'none';
  busy: boolean;
  onRotate: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('Copying is blocked here: select the text and copy it.');
    }
  };
  const from =
    props.source === 'environment'
      ? 'It was set on your server by whoever runs it.'
      : props.source === 'settings'
        ? 'It was made here.'
        : 'No secret is set: webhooks go unsigned until you make one.';
  return (
    <Card
      title="Signing secret"
      intro="Each webhook carries a webhook-signature header (Standard Webhooks) made with this secret, so a receiver can check it came from this site. Zapier does not need it."
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Signing secret
      </label>
      <input
        id={id}
        readOnly
        value={props.secret}
        placeholder="(none)"
        aria-describedby={`${id}-from`}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
      />
      <p id={`${id}-from`} className="mt-1 text-sm text-slate-700">
        {from}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void copy()} disabled={!props.secret}>
          Copy secret
        </Button>
        <Button variant="danger" onClick={props.onRotate} disabled={props.busy}>
          {props.secret ? 'Rotate secret' : 'Create secret'}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-800">
        {copied}
      </p>
    </Card>
  );
}
