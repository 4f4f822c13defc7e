import { rmSync } from 'node:fs';
import { stopPid } from './processes';
import { removeStoreTemplate } from './server-control';
import { stopLeftovers } from './worker-servers';

/**
 * Stops what a worker that did not tear down left running (its PIDs are in the run's folder), the
 * receiver of a run against an external server, and removes the run's empty store and folder.
 */
export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.PW_RUN_DIR;
  if (runDir) await stopLeftovers(runDir);
  const receiver = Number(process.env.PW_RECEIVER_PID);
  if (receiver > 0) await stopPid(receiver);
  removeStoreTemplate();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}
