/**
 * What the consent ledger's tests share (issue 20, decision 0220): the server of one describe on `kind`'s
 * store, with a link secret, and a contact step with or without the text box ticked.
 */
import { smsConsentOf, type Capture } from '@pw/funnel';
import { afterAll, beforeAll } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { freshDb, type DbKind } from '../../test/databases.js';
import { testServer, type TestServer } from '../../test/test-server.js';

export const SECRET = 'a test secret that is long enough to seal links';

export const contact = (email: string, granted: boolean | undefined, over: Partial<Capture> = {}) =>
  aCapture({
    stage: 'contact_completed',
    fields: { email, name: 'Ana', phone: '(561) 555-0123' },
    ...(granted === undefined ? {} : { consent: smsConsentOf(granted) }),
    ...over,
  });

/** Started in the describe's `beforeAll`, closed in its `afterAll`; `s` is set once it has run. */
export function consentServer(kind: DbKind) {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000', LINK_SECRET: SECRET }, { db: await freshDb(kind) });
  });
  afterAll(() => s?.close());
  return {
    get s() {
      return s;
    },
    post: (c: Capture, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'POST', url: '/api/captures', payload: c, headers }),
  };
}
