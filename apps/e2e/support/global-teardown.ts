import { rmSync } from 'node:fs';
import { stopPid } from './processes';
import { removeStoreTemplate, serverPid, serverPidFile } from './server-control';

/**
 * Stops the server and the webhook receiver by PID and removes the throwaway data dir. A test may have
 * restarted the server: its current PID is in the PID file next to the data dir. The run's empty store goes too.
 */
export default async function globalTeardown(): Promise<void> {
  const pids = [process.env.PW_SERVER_PID, process.env.PW_RECEIVER_PID].map(Number);
  if (process.env.PW_DATA_DIR) pids.push(serverPid(process.env.PW_DATA_DIR));
  for (const pid of new Set(pids)) if (pid > 0) await stopPid(pid);
  if (process.env.PW_DATA_DIR) {
    rmSync(process.env.PW_DATA_DIR, { recursive: true, force: true });
    rmSync(serverPidFile(process.env.PW_DATA_DIR), { force: true });
  }
  removeStoreTemplate();
}
