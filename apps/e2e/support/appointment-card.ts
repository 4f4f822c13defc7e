import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The appointment card of `name` at `slot` on the owner's appointments page (signed in, on the page),
 * going week by week until it shows: the week section is busy until its appointments have arrived, and
 * only then is a missing card missing.
 */
export async function appointmentCard(owner: Page, name: string, slot: string): Promise<Locator> {
  const card = owner.getByRole('article', { name: `${name} at ${slot}` });
  const week = owner.getByRole('region', { name: /^Week of / });
  await expect(week).toHaveAttribute('aria-busy', 'false');
  for (let i = 0; i < 10 && !(await card.isVisible()); i++) {
    await owner.getByRole('button', { name: 'Next week' }).click();
    await expect(week).toHaveAttribute('aria-busy', 'false');
  }
  return card;
}
