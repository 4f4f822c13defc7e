/**
 * The inbound text webhook (issue 20, decisions 0243 and 0309): `POST /api/sms/inbound`, as Twilio calls it
 * (form-encoded `From`, `Body`, `MessageSid`, signed with `X-Twilio-Signature`). The reply is read as the
 * carriers and the FCC read it (`readSmsReply`): a STOP appends a withdrawal for the number to the consent
 * ledger and stops the number's follow-up sequences, in one transaction, whether or not a lead has that
 * number; a START from a number that withdrew grants again (`how: start_reply`); HELP is answered with the
 * business's name, phone and how to stop, in the language of the number's lead (issue 41). Each `MessageSid` acts once: a replay of the same signed request
 * records and answers nothing more. A request whose signature is not the provider's is refused (403),
 * logged, and nothing is stored.
 */
import {
  readSmsReply,
  smsReplyAnswer,
  startRegrants,
  toE164,
  type BusinessContact,
  type Language,
  type SmsReply,
} from '@pw/funnel';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appendConsent, latestConsents, type NewConsent } from './consent-ledger.repo.js';
import { currentSmsProvider, type SmsEnv } from '../sms/sms-settings.repo.js';
import { validTwilioSignature } from '../sms/twilio-signature.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { firstTimeSeen } from './sms-inbound-seen.repo.js';
import type { StopFollowUps } from './stop-follow-ups.js';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

export interface SmsInboundOptions {
  db: SqlDb;
  env: SmsEnv;
  now: () => Date;
  /** Stops the number's follow-up sequences with a STOP, in its transaction. */
  stopFollowUps: StopFollowUps;
  /** The business a HELP answer names, with its phone (`FunnelConfig.business`; decision 0309). */
  business: BusinessContact;
  /** The site's public address: Twilio signs the URL it called, which is this plus the path. */
  publicUrl: string;
  /**
   * The language of the lead a number's texts are about (issue 41, given by the server: the leads sit
   * above), or null for a number no lead has: the answer is then in the reply's own language.
   */
  languageOfNumber?: (q: Queryable, phone: string) => Promise<Language | null>;
}

/** A provider's message id: Twilio's are `SM` or `MM` and 32 hex digits; any short token is taken. */
const MESSAGE_SID = /^[A-Za-z0-9_-]{1,64}$/;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The TwiML answer: a `<Message>` Twilio texts back to the sender, or an empty `<Response/>`. */
const twiml = (reply: FastifyReply, message: string | null = null) =>
  reply
    .code(200)
    .header('content-type', 'text/xml; charset=utf-8')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>${
        message === null ? '<Response/>' : `<Response><Message>${xml(message)}</Message></Response>`
      }`,
    );

/** What a message did: its kind acted on, nothing (a START with nothing to grant), or a replay. */
type Outcome = SmsReply['kind'] | 'nothing' | 'replayed';

/** Records `sid` as seen; false when it was already (a replay). Null `sid`: nothing to keep. */
async function firstTime(tx: Queryable, sid: string | null, at: Date): Promise<boolean> {
  if (sid === null) return true;
  return firstTimeSeen(tx, sid, at);
}

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
      const said = readSmsReply(params.get('Body') ?? '');
      if (!from || said.kind === 'other') return twiml(reply);
      const sid = params.get('MessageSid');
      if (sid !== null && !MESSAGE_SID.test(sid))
        return reply
          .code(400)
          .send({ error: 'bad_message_sid', message: 'MessageSid must be the provider’s message id.' });
      // Without an id a replay cannot be told apart: a START or HELP is not acted on, a STOP still is.
      if (sid === null && said.kind !== 'stop') {
        req.log.warn({ from, kind: said.kind }, 'sms inbound: no MessageSid, ignored');
        return twiml(reply);
      }
      const at = o.now();
      const row = (action: NewConsent['action'], how: NewConsent['how']): NewConsent => ({
        channel: 'sms',
        address: from,
        action,
        version: null,
        how,
        at,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        page: SMS_INBOUND_PATH,
        leadEmail: null,
        visitId: null,
        captureId: null,
      });
      let language: Language | null = null;
      const outcome = await o.db.transaction(async (tx): Promise<Outcome> => {
        if (!(await firstTime(tx, sid, at))) return 'replayed';
        language = (await o.languageOfNumber?.(tx, from)) ?? null;
        if (said.kind === 'stop') {
          await appendConsent(tx, row('withdrawn', 'stop_reply'));
          await o.stopFollowUps(tx, { phone: from }, at);
        } else if (said.kind === 'start') {
          const latest = (await latestConsents(tx, 'sms', [from])).get(from) ?? null;
          if (startRegrants(latest)) await appendConsent(tx, row('granted', 'start_reply'));
          else if (latest?.action !== 'granted') return 'nothing';
        }
        return said.kind;
      });
      req.log.info({ from, sid, kind: said.kind, outcome }, 'sms inbound: reply read');
      if (outcome === 'replayed' || outcome === 'nothing') return twiml(reply);
      // In the lead's language whatever the reply's words (HELP from a Spanish lead is answered in Spanish).
      return twiml(reply, smsReplyAnswer(said, o.business, language ?? said.language));
    });
    done();
  });
}
