import type { CrewSettings, CrewsView } from '@pw/funnel';
import { useEffect, useState } from 'react';
import { apiGet, apiSend, failureSentence } from '../../shared/data/api-client';
import { CrewsEditor } from './crews-editor';

/**
 * The Appointments page's Crews section (issue 42): the crews and their hours in force, which follow the
 * slot times until the owner saves their own, with its own notice line.
 */
export function CrewsSection() {
  const [view, setView] = useState<CrewsView | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const failed = (err: unknown) =>
    setNotice({ text: failureSentence(err, 'Something went wrong.'), error: true });

  useEffect(() => {
    apiGet('/api/admin/crews').then(setView, failed);
  }, []);

  const save = async (settings: CrewSettings) => {
    setSaving(true);
    try {
      setView(await apiSend('PUT', '/api/admin/crews', { body: settings }));
      setNotice({ text: 'Crews saved.', error: false });
    } catch (err) {
      failed(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="crews-title" className="mt-8">
      <h2 id="crews-title" className="mb-2 text-xl font-semibold">
        Crews
      </h2>
      <p className="mb-2 text-sm text-slate-700">
        {view?.isDefault
          ? 'How many crews work, and when. Until you save them here, they follow your slot times: one crew per job a slot takes, each day from its first slot.'
          : 'How many crews work, and when.'}
      </p>
      <p role={notice?.error ? 'alert' : 'status'} className="mb-2 min-h-5 text-sm">
        {notice?.text}
      </p>
      {view ? (
        <CrewsEditor
          key={JSON.stringify(view.settings)}
          settings={view.settings}
          saving={saving}
          onSave={(s) => void save(s)}
        />
      ) : null}
    </section>
  );
}
