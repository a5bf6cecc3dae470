import type { Page } from '@playwright/test';
import { api, postAirwork, tokenOf, verifiedPilot } from './api-helpers';
import { expect, expectAccessible, logIn, signedInUser, test } from './fixtures';

// An admin on a phone (issue 46, finding 12): the admin's lists were tables wider than the
// screen, clipped inside a frame that scrolled sideways with no sign of it. Every admin screen
// at 375 px now fits: a list is a card per row.

/** What, inside the page's main region, is wider than its box (content hidden sideways). */
function clipped(page: Page) {
  return page.evaluate(() => {
    const main = document.getElementById('main')!;
    const found: string[] = [];
    for (const el of [main, ...Array.from(main.querySelectorAll<HTMLElement>('*'))]) {
      // The account strip scrolls sideways by design, faded where there is more.
      if (el.closest('[data-sideways]')) continue;
      const style = getComputedStyle(el);
      const hides = ['auto', 'scroll', 'hidden'].includes(style.overflowX);
      if (hides && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
      }
      if (el.getBoundingClientRect().right > window.innerWidth + 1) {
        found.push(`${el.tagName}.${el.className} ends at ${el.getBoundingClientRect().right}`);
      }
    }
    return found.slice(0, 5);
  });
}

test('an admin works from a phone: the Airworks, the pilots, disputes and mail fit the screen', async ({
  page,
  browser,
}) => {
  // A client's Airwork for the admin to find.
  const clientPage = await browser.newPage();
  const client = await signedInUser(clientPage, { prefix: 'adph' });
  const { token } = await tokenOf(clientPage, client.username, client.password);
  const title = `Silo survey ${Date.now().toString(36)}`;
  const airwork = await postAirwork(clientPage, token, { title });
  await clientPage.close();

  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, 'e2e_admin', 'e2e-admin-password');
  await expect(page).toHaveURL(/#\/admin-home$/);
  await page.getByRole('textbox', { name: /Search title/ }).fill(title);
  await page.getByRole('textbox', { name: /Search title/ }).press('Enter');
  // A card, with the number, client, day, price and status under the title.
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(airwork.tasksId);
  await expect(card).toContainText('Price');
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  expect(await clipped(page)).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/admin-home-375-en.png', fullPage: true });

  for (const path of [
    '/#/pilot-mgr',
    '/#/pilot-verify',
    '/#/admin-disputes',
    '/#/mailbox',
    '/#/admin-jobs',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its list (or its empty state) has arrived: nothing is loading.
    await expect(page.getByLabel('Loading…')).toHaveCount(0);
    expect(await clipped(page), path).toEqual([]);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByText('中文').first().click();
  await page.goto('/#/admin-home');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('heading', { name: '任务' })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-home-375-zh.png', fullPage: true });
});

test("a pilot's proposals fit a phone: a card each, nothing cut", async ({ browser }) => {
  const clientPage = await browser.newPage();
  const client = await signedInUser(clientPage, { prefix: 'apph' });
  const { token } = await tokenOf(clientPage, client.username, client.password);
  const title = `Quarry volume ${Date.now().toString(36)}`;
  const airwork = await postAirwork(clientPage, token, { title });
  await clientPage.close();
  const { page, pilot } = await verifiedPilot(browser);
  const auth = await tokenOf(page, pilot.username, pilot.password);
  await api(page, auth.token, '/api/tasks/apply', { taskId: airwork.id });
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, pilot.username, pilot.password);
  await expect(page).toHaveURL(/#\/pilot-home$/);
  await page.goto('/#/pilot-history');
  const card = page
    .getByRole('list', { name: 'My proposals' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('Waiting for the client');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await clipped(page)).toEqual([]);
  await expectAccessible(page);
});

test('an admin reads the scheduled work: each job, how often it runs, and how its last run went', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'e2e_admin', 'e2e-admin-password');
  await expect(page).toHaveURL(/#\/admin-home$/);
  await page.getByRole('link', { name: 'Scheduled work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled work' })).toBeVisible();
  const table = page.getByRole('table');
  const row = (name: RegExp) => table.getByRole('row').filter({ hasText: name });
  // The server's first pass ran seconds after it started (JOBS_TICK_SECONDS=2 in the journeys).
  await expect(row(/Flight days, automatic acceptance and capture retries/)).toContainText('OK');
  await expect(row(/Flight days/)).toContainText('every minute');
  await expect(row(/Files nothing keeps/)).toContainText('every hour');
  await expect(table.getByRole('row')).toHaveCount(8); // a header and seven jobs
  await expect(table).not.toContainText('Failed');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/admin-jobs-1280-en.png', fullPage: true });

  await page.getByText('中文').first().click();
  await expect(page.getByRole('heading', { level: 1, name: '定时任务' })).toBeVisible();
  await expect(row(/飞行日、自动验收与扣款重试/)).toContainText('每分钟');
  await page.screenshot({ path: 'test-results/admin-jobs-1280-zh.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  const cards = page.getByRole('list', { name: '定时任务' }).getByRole('listitem');
  await expect(cards).toHaveCount(7);
  expect(await clipped(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/admin-jobs-375-zh.png', fullPage: true });
});
