import { STORAGE_KEYS } from '@pw/funnel';
import { useState } from 'react';
import { toast } from '../../shared/toast';
import { apiGet, ApiRequestError, apiSend, failureSentence } from '../../shared/data/api-client';
import { mirrorCapture } from '../../shared/data/lead-storage';
import { browserStore } from '../../shared/data/browser-storage';
import { describeOutcome } from '../settings/webhook-test';

/** The six fields the Data Fields Manager edits. */
export const DATA_FIELDS = ['email', 'name', 'phone', 'address', 'propertyType', 'serviceNeeded'] as const;
export type DataFieldValues = Record<(typeof DATA_FIELDS)[number], string>;

/** The values kept in this browser under the wizard's keys (the spec's onboarding_ keys). */
function fromBrowser(): DataFieldValues {
  const store = browserStore();
  return Object.fromEntries(
    DATA_FIELDS.map((k) => [k, store.getItem(STORAGE_KEYS[k]) ?? '']),
  ) as DataFieldValues;
}

const message = (err: unknown) => failureSentence(err, 'The server cannot be reached.');
const nonEmpty = (v: DataFieldValues) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim() !== '')) as Partial<DataFieldValues>;

/** The Data Fields Manager's state and its four actions, each with the spec's toasts. */
export function useDataFields(storeLabel: string) {
  const [values, setValues] = useState<DataFieldValues>(fromBrowser);
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  const [busy, setBusy] = useState(false);

  const withEmail = async (work: (email: string) => Promise<void>) => {
    const email = values.email.trim();
    if (!email) {
      toast({
        title: 'Email Required',
        description: 'Please enter an email as the unique identifier',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await work(email);
    } finally {
      setBusy(false);
    }
  };

  const saveLocally = () => {
    const timestamp = new Date().toISOString();
    mirrorCapture(browserStore(), {
      stage: 'data_fields_test',
      fields: nonEmpty(values),
      timestamp,
      source: window.location.href,
    });
    setRecord({ ...nonEmpty(values), stage: 'data_fields_test', timestamp });
  };

  const saveToBrowser = () =>
    withEmail(() => {
      saveLocally();
      toast({ title: 'Data Saved', description: 'Saved in this browser (LocalStorage).' });
      return Promise.resolve();
    });

  const saveToStore = () =>
    withEmail(async () => {
      // The browser copy first, so nothing typed is lost if the server refuses.
      saveLocally();
      try {
        const res = await apiSend('POST', '/api/admin/data-fields', {
          body: { fields: nonEmpty(values), source: window.location.href },
        });
        setRecord(res.lead);
        toast({
          title: 'Data Saved',
          description: `Saved to the ${storeLabel}${res.webhookQueued ? ' and queued for the webhook' : ''}.`,
        });
      } catch (err) {
        toast({
          title: 'Partial Success',
          description: `Saved in this browser, but not to the ${storeLabel}: ${message(err)}`,
          variant: 'destructive',
        });
      }
    });

  const fetchFromStore = () =>
    withEmail(async (email) => {
      try {
        const { lead } = await apiGet('/api/admin/leads/:email', { params: { email } });
        setValues({
          email: lead.email,
          name: lead.name ?? '',
          phone: lead.phone ?? '',
          address: lead.address ?? '',
          propertyType: lead.propertytype ?? '',
          serviceNeeded: lead.serviceneeded ?? '',
        });
        setRecord(lead);
        toast({ title: `Data Loaded from ${storeLabel}`, description: `The record of ${lead.email}.` });
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) {
          setRecord(null);
          toast({
            title: 'No Data Found',
            description: `No record found or ${storeLabel} connection issue.`,
            variant: 'destructive',
          });
        } else toast({ title: 'Error', description: message(err), variant: 'destructive' });
      }
    });

  const sendTestData = () =>
    withEmail(async () => {
      try {
        const out = await apiSend('POST', '/api/admin/settings/test', {
          body: {
            data: { ...nonEmpty(values), stage: 'data_fields_test', timestamp: new Date().toISOString() },
          },
        });
        if (out.ok) toast({ title: 'Test Data Sent', description: describeOutcome(out) });
        else toast({ title: 'Error', description: describeOutcome(out), variant: 'destructive' });
      } catch (err) {
        toast({ title: 'Error', description: message(err), variant: 'destructive' });
      }
    });

  return { values, setValues, record, busy, saveToBrowser, saveToStore, fetchFromStore, sendTestData };
}
