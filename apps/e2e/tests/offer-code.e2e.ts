/**
 * The hero's offer carries its code into the wizard (issue 38, decision 0312): the review shows it in the
 * code field as applied, the server prices it, and the quote shows it; a code the server refuses is said
 * beside the field, as a typed one is.
 */
import { bannerPromotion, dayInZone, DEFAULT_PRICE_BOOK, defaultConfig } from '@pw/funnel';
import { gotoHydrated } from '../support/fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';
import { expect, expectScreen, leadRow, test } from '../support/onboarding-fixtures';

const today = dayInZone(new Date(), defaultConfig.calendar.timeZone);
const offer = bannerPromotion(DEFAULT_PRICE_BOOK, today);

test.describe("the hero's offer", () => {
  test.skip(!offer?.code, 'the default promotion has ended: no offer code to carry');

  test('leads to the wizard with its code, applied on the review and priced by the server', async ({
    page,
  }) => {
    const { name, code, value } = offer!;
    await page.clock.install();
    await gotoHydrated(page, '/');
    const link = page.getByRole('region', { name: /Trusted Pressure Washing/ }).getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `/onboarding?code=${code}`);
    await link.click();
    await expectScreen(page, HEADINGS.welcome, 'welcome');
    await expect(page).toHaveURL(new RegExp(`\\?code=${code}$`));
    const p = aProspect();
    const w = new WizardDriver(page);
    await w.toReview(p);
    const field = page.getByRole('textbox', { name: 'Have a promotion code?' });
    await expect(field).toHaveValue(code!);
    await expect(field).toHaveAccessibleDescription(`Applied: ${name} (saves $${value} on this quote)`);
    await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    await expectScreen(page, HEADINGS.quote, 'quote');
    await page.clock.runFor(16_000);
    await expectScreen(page, HEADINGS.result, 'result');
    // House Exterior and Roof Cleaning, $900 before the offer.
    await expect(page.getByRole('row', { name: `${name} (code ${code}) −$${value}` })).toBeVisible();
    await expect(page.getByRole('row', { name: `Total $${900 - value}` })).toBeVisible();
    await expect.poll(async () => Number((await leadRow(p.email))?.quoted_price)).toBe(900 - value);
  });

  test("says the server's refusal beside the field for a code it does not give", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.clock.install();
    const w = new WizardDriver(page);
    await w.start('/onboarding/welcome?code=NOSUCHCODE');
    await w.toReview(aProspect());
    const field = page.getByRole('textbox', { name: 'Have a promotion code?' });
    await expect(field).toHaveValue('NOSUCHCODE');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/captures') && r.status() >= 400);
    await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    // The server's own sentence, whatever it words it as.
    const { message } = (await (await answer).json()) as { message: string };
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.review);
    await expect(page).toHaveURL(/\/onboarding\/review\?code=NOSUCHCODE$/);
  });
});
