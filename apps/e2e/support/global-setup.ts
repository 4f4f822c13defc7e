import { join } from 'node:path';
import { freePort, startNode, waitForHttp } from './processes';
import { ADMIN_PASSWORD, makeStoreTemplate, newDataDir, startRealServer } from './server-control';

export { ADMIN_PASSWORD };

/**
 * Starts, on 127.0.0.1, a real webhook receiver and the real server (`node apps/server/dist/main.js`,
 * serving the production build of the web app) with a throwaway DATA_DIR, a copy of the run's empty store
 * (`PW_STORE_TEMPLATE`, made by a first start of the same server). Builds nothing: turbo builds
 * the server and the web app before this workspace's tests. Ports, PIDs and the data dir reach the
 * tests and the teardown through `PW_*` environment variables. With PW_BASE_URL already set, no server
 * is started (run against one you started yourself).
 */
export default async function globalSetup(): Promise<void> {
  const receiverPort = await freePort();
  const receiver = startNode(
    'receiver',
    [join(import.meta.dirname, 'webhook-receiver.mjs'), String(receiverPort)],
    process.env,
  );
  process.env.PW_RECEIVER_PID = String(receiver.child.pid);
  process.env.PW_RECEIVER_URL = `http://127.0.0.1:${receiverPort}`;
  await waitForHttp(
    `${process.env.PW_RECEIVER_URL}/received`,
    10_000,
    () => receiver.child.exitCode === null,
  );

  if (process.env.PW_BASE_URL) return;

  // The run's empty store, copied by every server of the run, this one first (decision 0185).
  process.env.PW_STORE_TEMPLATE = await makeStoreTemplate(process.env.PW_RECEIVER_URL);
  const port = await freePort();
  const dataDir = newDataDir('pw-e2e-data-');
  const server = await startRealServer({ port, dataDir, receiverUrl: process.env.PW_RECEIVER_URL });
  process.env.PW_SERVER_PID = String(server.child.pid);
  process.env.PW_DATA_DIR = dataDir;
  process.env.PW_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.PW_ADMIN_PASSWORD = ADMIN_PASSWORD;
}
