import { expect, expectAccessible, logIn, test } from './fixtures';
import { heldAirwork, postAirwork, tokenOf, verifiedPilot } from './api-helpers';

// The client's Payment screen (spec: the client sidebar's Payment): the ways they paid, a card
// by brand and last four only, and the money of each Airwork with what became of it.

test.describe('client payment', () => {
  test("a client sees the cards on file and each Airwork's held money, on a phone too", async ({
    browser,
  }) => {
    const { page, pilot } = await verifiedPilot(browser);
    const { token: pilotToken } = await tokenOf(page, pilot.username, pilot.password);
    const held = await heldAirwork(browser, pilotToken);
    const { token } = await tokenOf(page, held.client.username, held.client.password);
    await postAirwork(page, token, {
      paymentMethod: 3,
      card: { brand: 'visa', last4: '4242' },
    });

    await logIn(page, held.client.username, held.client.password);
    await expect(page).toHaveURL(/#\/client-home$/);
    await page.getByRole('link', { name: 'Payment' }).click();
    await expect(page).toHaveURL(/#\/client-payment$/);
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    const methods = page.getByRole('region', { name: 'Payment methods on file' });
    await expect(methods.getByText('Visa card ending in 4242')).toBeVisible();
    // Deciding at approval is no method on file: only the card is listed.
    await expect(methods.getByText('My default payment method')).toHaveCount(0);

    const payments = page.getByRole('region', { name: 'Payments' });
    const row = payments.getByRole('row').filter({ hasText: held.title });
    await expect(row.getByText('Held until completion')).toBeVisible();
    await expect(row.getByText('$1,130.00')).toBeVisible();
    await row.getByRole('link', { name: held.title }).click();
    await expect(page).toHaveURL(new RegExp(`Airwork-details\\?Id=${held.id}$`));

    await page.goBack();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(methods.getByText('Visa card ending in 4242')).toBeVisible();
    // On a phone each payment is a card, its Airwork first.
    const card = payments.getByRole('listitem').filter({ hasText: held.title });
    await expect(
      card.getByRole('definition').filter({ hasText: 'Held until completion' }),
    ).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: '$1,130.00' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/client-payment-375.png', fullPage: true });
  });
});
