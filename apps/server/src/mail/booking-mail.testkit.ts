/** What the booking e-mail tests share: a wait on a condition, and a server without follow-ups. */
import { DEFAULT_FOLLOW_UP_SETTINGS } from '@pw/funnel';
import type { TestServer } from '../../test/test-server.js';
import { saveFollowUpSettings } from '../follow-ups/follow-up-settings.repo.js';

export const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * Booking e-mails only: the follow-ups have their own test (follow-ups/follow-ups.test.ts). Left on, the
 * workers' real clock finds these leads, captured on the test server's March 2026 clock, long stopped, and
 * sends each a follow-up e-mail whenever the real hour is within the business's sending hours.
 */
export const withoutFollowUps = (s: TestServer) =>
  saveFollowUpSettings(s.db, { ...DEFAULT_FOLLOW_UP_SETTINGS, enabled: false }, new Date());
