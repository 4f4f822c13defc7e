import { useState, type FormEvent } from 'react';
import { TextField } from '../../shared/form-controls';
import { MIN_PASSWORD_LENGTH as MIN_LENGTH } from '@pw/funnel';
import { apiSend, failureSentence } from '../../shared/data/api-client';
import { Button, Card } from '../ui';

/** Change password: the current one and a new one of at least 10 characters. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    // The server's rule, checked here first so the owner is told at once.
    if (next.length < MIN_LENGTH) {
      setError(`The new password needs at least ${MIN_LENGTH} characters.`);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await apiSend('POST', '/api/admin/password', { body: { currentPassword: current, newPassword: next } });
      setCurrent('');
      setNext('');
      setDone('Password changed. Other signed-in browsers have been signed out.');
    } catch (err) {
      setError(failureSentence(err, 'The password could not be changed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Change password" intro={`At least ${MIN_LENGTH} characters.`}>
      <form onSubmit={(e) => void submit(e)} noValidate className="max-w-md space-y-3">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onValue={setCurrent}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onValue={setNext}
          minLength={MIN_LENGTH}
        />
        <p role="alert" className="min-h-5 text-sm text-red-700">
          {error}
        </p>
        <Button type="submit" variant="primary" disabled={busy || !current || !next}>
          Change password
        </Button>
        <p role="status" className="min-h-5 text-sm text-green-800">
          {done}
        </p>
      </form>
    </Card>
  );
}
