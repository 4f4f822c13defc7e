import { rmSync } from 'node:fs';
import { stopPid } from './processes';

/** Stops the server and the webhook receiver by PID and removes the throwaway data dir. */
export default async function globalTeardown(): Promise<void> {
  for (const key of ['PW_SERVER_PID', 'PW_RECEIVER_PID']) {
    const pid = Number(process.env[key]);
    if (pid > 0) await stopPid(pid);
  }
  if (process.env.PW_DATA_DIR) rmSync(process.env.PW_DATA_DIR, { recursive: true, force: true });
}
