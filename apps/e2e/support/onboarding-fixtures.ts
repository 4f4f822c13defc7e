import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readLead } from './leads';
import { receivedWebhooks } from './receiver';

export { expect, test };
export { expectNoAxeViolations as expectAccessible } from './a11y';

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

/** The lead row (lowercase columns) the real server holds for `email` now, or undefined (for expect.poll). */
export async function leadRow(email: string): Promise<Record<string, unknown> | undefined> {
  try {
    return (await readLead(email, 300)).lead;
  } catch {
    return undefined;
  }
}

/** The webhook bodies (camelCase) the real receiver got for `email`, in the order they arrived. */
export async function hookBodies(email: string): Promise<Record<string, unknown>[]> {
  return (await receivedWebhooks())
    .map((w) => w.body)
    .filter((b) => String(b.email).toLowerCase() === email.toLowerCase());
}

/** Just the stages of {@link hookBodies}. */
export async function hookStages(email: string): Promise<unknown[]> {
  return (await hookBodies(email)).map((b) => b.stage);
}
