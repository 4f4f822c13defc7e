import { Link } from 'react-router-dom';
import { Card } from '../ui';
import { FIELD_GROUPS } from './field-reference';

/** The Field Reference tab: the contact, property, tracking and advanced groups. */
export function FieldReferenceTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {FIELD_GROUPS.map((group) => (
        <Card key={group.title} title={group.title}>
          <dl className="space-y-2 text-sm">
            {group.fields.map((f) => (
              <div key={f.name}>
                <dt className="font-mono font-semibold text-slate-900">{f.name}</dt>
                <dd className="text-slate-700">{f.meaning}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}

/** The Integration Help tab: how a save here reaches the store, the timeline and the spreadsheet. */
export function IntegrationHelpTab({ storeLabel }: { storeLabel: string }) {
  return (
    <Card title="Integration Help">
      <ul className="list-disc space-y-2 pl-5 text-slate-800">
        <li>
          Save to {storeLabel} records the fields as a capture with the stage data_fields_test: it joins the
          lead&apos;s timeline (found by email) and is sent to the webhook like any step of the wizard.
        </li>
        <li>Fetch from {storeLabel} reads the lead record stored for the email.</li>
        <li>
          Send Test Data posts the fields straight to the saved webhook and shows what it answered; nothing is
          stored.
        </li>
        <li>
          Save to LocalStorage keeps the fields in this browser only, under the wizard&apos;s onboarding_
          keys.
        </li>
        <li>
          The spreadsheet row is matched by email: set up the Zap as the{' '}
          <Link to="/admin/settings" className="font-medium text-brand-800 underline underline-offset-2">
            Setup Guide in Admin Settings
          </Link>{' '}
          explains.
        </li>
      </ul>
    </Card>
  );
}
