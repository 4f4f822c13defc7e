import { useId } from 'react';
import { TextField } from '../../shared/form-controls';
import { AdminPage } from '../admin-page';
import { useAdminSession } from '../session-store';
import { AdminTabs, Button, Card } from '../ui';
import { FieldReferenceTab, IntegrationHelpTab } from './reference-tabs';
import { DATA_FIELDS, useDataFields, type DataFieldValues } from './use-data-fields';

const LABELS: Record<keyof DataFieldValues, string> = {
  email: 'Email (unique identifier)',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  propertyType: 'Property Type',
  serviceNeeded: 'Service Needed',
};

function ManageDataTab({ storeLabel }: { storeLabel: string }) {
  const d = useDataFields(storeLabel);
  const recordId = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Lead data" intro="Edit a record by its email, then save it or send it as test data.">
        <div className="space-y-3">
          {DATA_FIELDS.map((key) => (
            <TextField
              key={key}
              label={LABELS[key]}
              type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
              required={key === 'email'}
              value={d.values[key]}
              onValue={(v) => d.setValues((old) => ({ ...old, [key]: v }))}
            />
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => void d.saveToBrowser()} disabled={d.busy}>
            Save to LocalStorage
          </Button>
          <Button variant="primary" onClick={() => void d.saveToStore()} disabled={d.busy}>
            Save to {storeLabel}
          </Button>
          <Button onClick={() => void d.fetchFromStore()} disabled={d.busy}>
            Fetch from {storeLabel}
          </Button>
          <Button onClick={() => void d.sendTestData()} disabled={d.busy}>
            Send Test Data
          </Button>
        </div>
      </Card>
      <section
        aria-labelledby={recordId}
        className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id={recordId} className="text-lg font-semibold text-slate-900">
          Current record
        </h2>
        <pre
          data-testid="current-record"
          tabIndex={0}
          className="mt-4 max-h-[32rem] overflow-auto rounded-md bg-slate-900 p-3 text-sm whitespace-pre-wrap text-slate-50"
        >
          {d.record ? JSON.stringify(d.record, null, 2) : 'No record loaded yet.'}
        </pre>
      </section>
    </div>
  );
}

/** `/data-fields`: the spec's Data Fields Manager (owner-only), over the store in use. */
export default function DataFieldsPage() {
  const session = useAdminSession();
  const storeLabel = session.status === 'signedIn' ? session.session.store.label : 'Database';
  return (
    <AdminPage title="Data Fields Manager" intro="Test and correct lead records by their email.">
      <AdminTabs
        tabs={[
          { label: 'Manage Data', panel: <ManageDataTab storeLabel={storeLabel} /> },
          { label: 'Field Reference', panel: <FieldReferenceTab /> },
          { label: 'Integration Help', panel: <IntegrationHelpTab storeLabel={storeLabel} /> },
        ]}
      />
    </AdminPage>
  );
}
