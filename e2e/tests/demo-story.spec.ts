import { startOwnServer } from '../server-process';
import { expect, logIn, test } from './fixtures';

// The seeded demo tells one true story (issue 46, finding 3): a "Delivered" Airwork of the demo
// client has its photos and its held money, Accept charges it (it used to answer "No payment is
// due" beside "already accepted"), and the demo pilot is told only what happened. On a server
// of its own, seeded as `npm start` seeds it.

test('the demo client reviews a delivered Airwork: photos, held money, and Accept charges it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const demo = await startOwnServer({ SEED_DEMO: '1' });
  try {
    const context = await browser.newContext({ baseURL: demo.baseURL });
    const page = await context.newPage();
    await logIn(page, 'demo_client', 'airwork-demo');
    await expect(page).toHaveURL(/#\/client-home$/);
    const nav = page.getByRole('navigation', { name: 'Account navigation' }).first();
    await nav.getByRole('link', { name: /^Delivered/ }).click();
    const delivered = page
      .getByRole('article')
      .filter({ hasText: 'Delivered — awaiting your review' });
    await expect(delivered).toHaveCount(2);
    await delivered.first().getByRole('link').first().click();

    // The record shows the money held and the steps the work went through.
    await expect(page.getByText('Held until completion')).toBeVisible();
    for (const step of ['Posted', 'Pilot approved', 'Flight day set', 'Results submitted']) {
      await expect(page.locator('.mantine-Timeline-itemTitle', { hasText: step })).toBeVisible();
    }
    await page.getByRole('link', { name: 'View result' }).click();
    await expect(page.getByRole('img', { name: /^DJI_\d+\.JPG$/ })).toHaveCount(3);
    await page.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept the results?' });
    await expect(dialog).toContainText(/Accepting charges the held \$[\d,]+\.\d\d/);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('heading', { name: 'Rate Liam C., your pilot' })).toBeVisible();
    await expect(page.getByText('No payment is due')).toHaveCount(0);
    await context.close();
  } finally {
    await demo.stop();
  }
});
