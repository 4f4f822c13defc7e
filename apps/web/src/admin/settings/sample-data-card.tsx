import type { DemoDataAnswer } from '@pw/funnel';
import { useEffect, useState } from 'react';
import { apiGet, apiSend, failureSentence } from '../../shared/data/api-client';
import { Button, Card } from '../ui';

/**
 * Sample data (issue 40, decision 0317): fills the inbox, analytics and appointments with a busy season of
 * fictional leads, so the owner can judge the product before real traffic; one button removes all of it
 * and nothing else. Nothing is sent to the webhook, texts or e-mail.
 */
export function SampleDataCard() {
  const [state, setState] = useState<DemoDataAnswer | null>(null);
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    apiGet('/api/admin/demo-data').then(setState, (err) => setError(failureSentence(err, 'Could not read.')));
  }, []);

  const act = async (what: 'add' | 'remove') => {
    setBusy(what);
    setError('');
    try {
      setState(await apiSend(what === 'add' ? 'POST' : 'DELETE', '/api/admin/demo-data'));
    } catch (err) {
      setError(failureSentence(err, 'The sample data could not be changed.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      title="Sample data"
      intro="Fictional leads, bookings, follow-ups and deliveries over the last 90 days, to see every page as in a busy season. Sample leads use @sample.invalid addresses; nothing is sent to anyone."
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={() => void act('add')} disabled={busy !== null || state?.present}>
          {busy === 'add' ? 'Adding sample data…' : 'Add sample data'}
        </Button>
        <Button
          variant="danger"
          onClick={() => void act('remove')}
          disabled={busy !== null || !state?.present}
        >
          {busy === 'remove' ? 'Removing…' : 'Remove sample data'}
        </Button>
      </div>
      <p role="status" className={`mt-3 min-h-5 text-sm ${error ? 'text-red-700' : 'text-slate-800'}`}>
        {error || state?.message || ''}
      </p>
    </Card>
  );
}
