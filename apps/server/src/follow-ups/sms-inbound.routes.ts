/**
 * The inbound text webhook (issue 20, decision 0243): `POST /api/sms/inbound`, as Twilio calls it
 * (form-encoded `From`, `Body`, signed with `X-Twilio-Signature`). A STOP reply (`isStopReply`) appends a
 * withdrawal for the number to the consent ledger and stops the number's follow-up sequences, in one
 * transaction, whether or not a lead has that number. A request whose signature is not the provider's is
 * refused (403), logged, and nothing is stored. The answer is empty TwiML: no reply text is sent.
 */
import { isStopReply, toE164, type FunnelConfig } from '@pw/funnel';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appendConsent } from '../consent/consent-ledger.repo.js';
import { currentSmsProvider, type SmsEnv } from '../sms/sms-settings.repo.js';
import { validTwilioSignature } from '../sms/twilio-signature.js';
import { followUpsOn } from '../store/follow-ups.repo.js';
import type { SqlDb } from '../store/sql-db.js';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

export interface SmsInboundOptions {
  db: SqlDb;
  env: SmsEnv;
  now: () => Date;
  config: FunnelConfig;
  /** The site's public address: Twilio signs the URL it called, which is this plus the path. */
  publicUrl: string;
}

const twiml = (reply: FastifyReply, status = 200) =>
  reply
    .code(status)
    .header('content-type', 'text/xml; charset=utf-8')
    .send('<?xml version="1.0" encoding="UTF-8"?><Response/>');

export async function smsInboundRoutes(app: FastifyInstance, o: SmsInboundOptions): Promise<void> {
  await app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(SMS_INBOUND_PATH, async (req, reply) => {
      const params = req.body instanceof URLSearchParams ? req.body : new URLSearchParams();
      const provider = await currentSmsProvider(o.db, o.env);
      const url = `${o.publicUrl.replace(/\/+$/, '')}${req.url}`;
      const signature = req.headers['x-twilio-signature'];
      if (
        !provider ||
        !validTwilioSignature(
          provider.authToken,
          url,
          params,
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        req.log.warn(
          { url, from: params.get('From')?.slice(0, 20) ?? null },
          'sms inbound: signature refused',
        );
        return reply
          .code(403)
          .send({ error: 'bad_signature', message: 'The request signature is not the provider’s.' });
      }
      const from = toE164(params.get('From') ?? '');
      if (!from || !isStopReply(params.get('Body') ?? '')) return twiml(reply);
      const at = o.now();
      await o.db.transaction(async (tx) => {
        await appendConsent(tx, {
          channel: 'sms',
          address: from,
          action: 'withdrawn',
          version: null,
          how: 'stop_reply',
          at,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
          page: SMS_INBOUND_PATH,
          leadEmail: null,
          visitId: null,
          captureId: null,
        });
        await followUpsOn(tx, { phone: from }, { type: 'consent.withdrawn', at }, o.config);
      });
      req.log.info({ from }, 'sms inbound: STOP recorded');
      return twiml(reply);
    });
    done();
  });
}
