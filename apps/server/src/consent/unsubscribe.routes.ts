/**
 * The unsubscribe link (issue 20, decision 0221): `GET /unsubscribe/:token` shows a button, and any `POST`
 * to the same address withdraws at once: the page's form, and a mail client's one-click
 * `List-Unsubscribe=One-Click` (RFC 8058, form-urlencoded or multipart). The withdrawal is a ledger row.
 * A Spanish lead's link is `/es/unsubscribe/:token`: the same, its pages in Spanish (issue 41).
 */
import { LANGUAGES, pathInLanguage, unsubscribePath, type Language, type SiteIdentity } from '@pw/funnel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SqlDb } from '../store/sql-db.js';
import { appendConsent, latestConsents } from './consent-ledger.repo.js';
import type { StopFollowUps } from './stop-follow-ups.js';
import { confirmPage, donePage, unknownLinkPage } from './unsubscribe-page.js';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.js';

export interface UnsubscribeRoutesOptions {
  db: SqlDb;
  now: () => Date;
  secret: () => Promise<string>;
  /** Stops the address's follow-up sequences, in the withdrawal's transaction. */
  stopFollowUps: StopFollowUps;
  /** The business's name and look from the web build (`site.json`); null without one. */
  site: SiteIdentity | null;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    // Its own policy: no script at all, and no upgrade-insecure-requests, which would send the form's
    // POST to https on a site served over plain http.
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .send(body);

export async function unsubscribeRoutes(app: FastifyInstance, o: UnsubscribeRoutesOptions): Promise<void> {
  const target = async (req: FastifyRequest): Promise<UnsubscribeTarget | null> =>
    readUnsubscribeToken(await o.secret(), (req.params as { token: string }).token);

  /** The page and its withdrawal, in `language` under its path (`/unsubscribe`, `/es/unsubscribe`). */
  const unsubscribeIn = (scope: FastifyInstance, language: Language) => {
    const path = `${pathInLanguage('/unsubscribe', language)}/:token`;
    scope.get(path, async (req, reply) => {
      const t = await target(req);
      if (!t) return html(reply, 404, unknownLinkPage(o.site, language));
      return html(
        reply,
        200,
        confirmPage(
          t.address,
          unsubscribePath((req.params as { token: string }).token, language),
          o.site,
          language,
        ),
      );
    });

    scope.post(path, async (req, reply) => {
      const t = await target(req);
      if (!t) return html(reply, 404, unknownLinkPage(o.site, language));
      const at = o.now();
      await o.db.transaction(async (tx) => {
        // The address's follow-up sequences stop with the withdrawal, in its transaction (decision 0240).
        const by = t.channel === 'email' ? { email: t.address } : { phone: t.address };
        await o.stopFollowUps(tx, by, at);
        const latest = (await latestConsents(tx, t.channel, [t.address])).get(t.address) ?? null;
        // A second click (or the mail client's retry) adds nothing: the address is already withdrawn.
        if (latest?.action === 'withdrawn') return;
        const ua = req.headers['user-agent'];
        await appendConsent(tx, {
          ...t,
          action: 'withdrawn',
          version: null,
          how: 'unsubscribe_link',
          at,
          ip: req.ip,
          userAgent: ua ?? null,
          page: pathInLanguage('/unsubscribe', language),
          leadEmail: t.channel === 'email' ? t.address : null,
          visitId: null,
          captureId: null,
        });
      });
      return html(reply, 200, donePage(t.address, o.site, language));
    });
  };

  await app.register((scope, _opts, done) => {
    // What a mail client or the page's form posts is not read: the token alone says what to withdraw.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, _body, done) => done(null, null),
    );

    for (const language of LANGUAGES) unsubscribeIn(scope, language);
    done();
  });
}
