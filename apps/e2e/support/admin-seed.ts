import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

/** The user agents the seeded visits come with (the server reads the device from them). */
export const USER_AGENTS = {
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
} as const;

/** Posts one capture of a visit as a browser would, with a user agent and the page's query string. */
export async function postCapture(
  request: APIRequestContext,
  c: {
    visitId: string;
    stage: string;
    currentStep: string;
    fields?: Record<string, string>;
    querystring?: string;
    referrer?: string;
    userAgent: string;
  },
): Promise<void> {
  const querystring = c.querystring ?? '';
  const res = await request.post('/api/captures', {
    headers: { 'user-agent': c.userAgent },
    data: {
      captureId: randomUUID(),
      visitId: c.visitId,
      formType: 'onboarding',
      stage: c.stage,
      currentStep: c.currentStep,
      fields: c.fields ?? {},
      source: `https://example.com/onboarding/${c.currentStep}${querystring}`,
      querystring,
      timestamp: new Date().toISOString(),
      ...(c.referrer ? { referrer: c.referrer } : {}),
    },
  });
  if (res.status() !== 202) throw new Error(`capture refused: ${res.status()} ${await res.text()}`);
}

/** Saves a lead as the Data Fields Manager does, through the signed-in page's session (CSRF included). */
export async function saveLead(page: Page, lead: Record<string, string>): Promise<void> {
  const session = await page.request.get('/api/admin/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await page.request.put('/api/admin/leads', {
    headers: { 'x-csrf-token': csrfToken },
    data: lead,
  });
  if (!res.ok()) throw new Error(`lead not saved: ${res.status()} ${await res.text()}`);
}
