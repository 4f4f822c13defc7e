import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNode, waitForHttp } from './processes';
import { ADMIN_PASSWORD, makeStoreTemplate } from './server-control';

export { ADMIN_PASSWORD };

/**
 * Makes the run's empty store (`PW_STORE_TEMPLATE`, by a first start of the real server; decision 0185)
 * and the run's folder (`PW_RUN_DIR`). Builds nothing: turbo builds the server and the web app before
 * this workspace's tests. Each worker then starts its own receiver and server on a copy of that store
 * (`support/worker-servers.ts`). With PW_BASE_URL already set, no server is started: the tests run
 * against one you started yourself (`PW_EXTERNAL_SERVER`), with this setup's one webhook receiver.
 */
export default async function globalSetup(): Promise<void> {
  process.env.PW_RUN_DIR = mkdtempSync(join(tmpdir(), 'pw-e2e-run-'));
  if (process.env.PW_BASE_URL) {
    process.env.PW_EXTERNAL_SERVER = '1';
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
    process.env.PW_ADMIN_PASSWORD ??= ADMIN_PASSWORD;
    return;
  }
  process.env.PW_STORE_TEMPLATE = await makeStoreTemplate();
}
