import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { startWebhookReceiver, type WebhookReceiver } from './onboarding-receiver.js';
import { startOnboardingServer, type OnboardingServer } from './onboarding-server.js';

export { expect };

/** Each test gets its own server (fresh lead table) and its own webhook receiver. */
export const test = base.extend<{ receiver: WebhookReceiver; server: OnboardingServer }>({
  receiver: async ({}, use) => {
    const receiver = await startWebhookReceiver();
    await use(receiver);
    await receiver.close();
  },
  server: async ({ receiver }, use) => {
    const server = await startOnboardingServer(receiver.url);
    await use(server);
    await server.close();
  },
  baseURL: async ({ server }, use) => use(server.url),
});

/** axe on the current screen: WCAG 2.2 A and AA rules, no violations allowed. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The h1 of the current wizard screen (focus moves there on every step). */
export async function expectScreen(page: Page, heading: string | RegExp, path?: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeFocused();
  if (path) await expect(page).toHaveURL(new RegExp(`/onboarding/${path}(\\?.*)?$`));
}

/** The toast the wizard shows for a failed check. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('[data-variant]').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}
