import { Button, Card, CodeArea } from '../ui';
import type { WebhookTestOutcome as TestOutcome } from '@pw/funnel';
import { SampleDataCard } from './sample-data-card';
import { useTestRun } from './webhook-test';

/** The spec's sample test data (quote total 299 = 199 + 100), with an e-mail as the unique identifier. */
export const SAMPLE_TEST_DATA = JSON.stringify(
  {
    email: 'test@example.com',
    name: 'Test User',
    phone: '(555) 123-4567',
    address: '123 Test Street, West Palm Beach, FL 33401',
    propertyType: 'Residential',
    serviceNeeded: 'House Washing, Driveway Cleaning',
    stage: 'test_data',
    quoteTotal: 299,
    quoteDetails: JSON.stringify([
      { name: 'House Washing', price: 199 },
      { name: 'Driveway Cleaning', price: 100 },
    ]),
    partial: false,
    completed: true,
  },
  null,
  2,
);

/**
 * The Test Data tab: editable JSON and Send Test Data (to the saved webhook, through the server), and the
 * sample data's add and remove buttons.
 */
export function TestDataTab(props: {
  json: string;
  onJson: (json: string) => void;
  onSend: () => Promise<TestOutcome | string | null>;
}) {
  const { outcome, running: sending, run: send } = useTestRun(props.onSend);
  return (
    <div className="space-y-6">
      <Card
        title="Test Data"
        intro="Send a sample record to your saved webhook to check the Zap and the sheet."
      >
        <CodeArea
          label="Test data (JSON)"
          note="The JSON must include email: it is the unique identifier that finds the spreadsheet row."
          value={props.json}
          onValue={props.onJson}
        />
        <div className="mt-3">
          <Button variant="primary" onClick={() => void send()} disabled={sending}>
            {sending ? 'Sending…' : 'Send Test Data'}
          </Button>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-slate-800" data-testid="test-data-outcome">
          {outcome}
        </p>
      </Card>
      <SampleDataCard />
    </div>
  );
}
