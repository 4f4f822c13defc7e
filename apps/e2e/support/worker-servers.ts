import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startNode, stopPid, waitForHttp } from './processes';
import { ADMIN_PASSWORD, newDataDir, serverPid, serverPidFile, startRealServer } from './server-control';

/**
 * Each Playwright worker's own webhook receiver and real server (decision 0237): started in the worker
 * process, on a copy of the run's empty store, and published to that worker's tests through the same
 * `PW_*` variables the helpers read. Two workers never share a store, a receiver or the owner's settings,
 * so test files run side by side as they did one after another. The PIDs are also written to the run's
 * folder, so the global teardown stops whatever a killed worker left behind.
 */
export async function startWorkerServers(runDir: string, worker: number): Promise<() => Promise<void>> {
  const pidsFile = join(runDir, `worker-${worker}-${process.pid}.pids`);
  const receiverPort = await freePort();
  const receiver = startNode(
    'receiver',
    [join(import.meta.dirname, 'webhook-receiver.mjs'), String(receiverPort)],
    process.env,
  );
  appendFileSync(pidsFile, `${receiver.child.pid}\n`);
  const receiverUrl = `http://127.0.0.1:${receiverPort}`;
  await waitForHttp(`${receiverUrl}/received`, 10_000, () => receiver.child.exitCode === null);

  const port = await freePort();
  const dataDir = newDataDir(`pw-e2e-w${worker}-`);
  appendFileSync(pidsFile, `@${dataDir}\n`);
  await startRealServer({ port, dataDir, receiverUrl });
  Object.assign(process.env, {
    PW_RECEIVER_URL: receiverUrl,
    PW_DATA_DIR: dataDir,
    PW_BASE_URL: `http://127.0.0.1:${port}`,
    PW_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  return async () => {
    // A test may have restarted the server: its current PID is in the PID file next to the data dir.
    await stopPid(serverPid(dataDir), 15_000);
    await stopPid(receiver.child.pid ?? 0);
    removeDataDir(dataDir);
    rmSync(pidsFile, { force: true });
  };
}

function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(serverPidFile(dataDir), { force: true });
}

/** Stops what workers that did not tear down left running (the global teardown). */
export async function stopLeftovers(runDir: string): Promise<void> {
  for (const file of readdirSync(runDir).filter((f) => f.endsWith('.pids'))) {
    for (const line of readFileSync(join(runDir, file), 'utf8').split('\n').filter(Boolean)) {
      if (!line.startsWith('@')) {
        await stopPid(Number(line));
        continue;
      }
      const dataDir = line.slice(1);
      await stopPid(serverPid(dataDir));
      removeDataDir(dataDir);
    }
  }
}
