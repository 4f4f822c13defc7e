import { Card } from '../ui';

/** The spec's Setup Guide steps, in order. */
export const SETUP_STEPS = [
  'Create a new Zap (automation) in Zapier.',
  "Choose 'Webhooks by Zapier' with the 'Catch Hook' trigger.",
  'Copy the webhook URL Zapier gives you and paste it in Webhook Settings here, then Save Settings.',
  "Add a 'Find or Create Spreadsheet Row' action (Google Sheets).",
  'Pick the spreadsheet and the worksheet that holds your leads.',
  "Use 'Email' as the lookup column, and the webhook's email value as the lookup value.",
  "Turn ON 'Create Google Sheets Row if it doesn't exist yet'.",
  'Map the remaining fields (name, phone, address, property type, service, stage, …) to their columns.',
  'Turn the Zap on and test it: Test Webhook here, then check the sheet.',
] as const;

/** The Setup Guide tab: how to connect the webhook to a spreadsheet so each lead keeps one row. */
export function SetupGuideTab() {
  return (
    <Card
      title="Setup Guide"
      intro="The email is sent with every webhook call, so later submissions from the same person update the same spreadsheet row instead of adding new ones."
    >
      <ol className="list-decimal space-y-2 pl-5 text-slate-800">
        {SETUP_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3 className="mt-6 font-semibold text-slate-900">Notes</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        <li>
          Your sheet should have the columns name, email, phone, address, propertyType, serviceNeeded and the
          others you want (stage, status, quoteTotal, appointmentDate, …).
        </li>
        <li>
          If the lookup fields do not match exactly, a new row is created instead of the existing one being
          updated.
        </li>
      </ul>
    </Card>
  );
}
