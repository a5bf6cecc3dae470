import type { Page } from '@playwright/test';
import { canadianToday, postAirwork } from './api-helpers';
import { expect, expectAccessible, signedInUser, test, sessionToken } from './fixtures';

// The list's and the lobby's orders, the one price control and the day-needed filter (issue 23).

/** The day `days` after `day` (YYYY-MM-DD). */
function after(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The titles of the result cards, top to bottom. */
const titles = (page: Page) => page.getByRole('article').getByRole('link').allInnerTexts();

test('a visitor sorts the list and the lobby, filters by price and by the day needed', async ({
  page: clientPage,
  browser,
}) => {
  await signedInUser(clientPage, { prefix: 'so' });
  const token = (await sessionToken(clientPage))!;
  const word = `Sortable${Date.now().toString(36)}`;
  const today = await canadianToday(clientPage);
  await postAirwork(clientPage, token, {
    title: `${word} Kingston barn`,
    salary: '12000',
    neededBy: after(today, 5),
  });
  await postAirwork(clientPage, token, {
    title: `${word} Markham condo`,
    salary: '3000',
    city: 'Markham',
    latitude: 43.88,
    longitude: -79.26,
  });
  const vancouver = await postAirwork(clientPage, token, {
    title: `${word} Vancouver pier`,
    salary: '6000',
    city: 'Vancouver',
    province: 'British Columbia',
    latitude: 49.28,
    longitude: -123.12,
  });

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/#/Airwork-list');
  await page.getByLabel('Keywords').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('3 Airworks found')).toBeVisible();
  // Nearest is offered, but needs a place first.
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option[value="nearest"]')).toBeDisabled();
  await expect(sort.locator('option[value="nearest"]')).toHaveText(
    'Nearest (search a place first)',
  );

  await sort.selectOption({ label: 'Price: low to high' });
  await expect
    .poll(() => titles(page))
    .toEqual([`${word} Markham condo`, `${word} Vancouver pier`, `${word} Kingston barn`]);
  await sort.selectOption({ label: 'Price: high to low' });
  await expect
    .poll(() => titles(page))
    .toEqual([`${word} Kingston barn`, `${word} Vancouver pier`, `${word} Markham condo`]);
  await sort.selectOption({ label: 'Needed soonest' });
  await expect.poll(async () => (await titles(page))[0]).toBe(`${word} Kingston barn`);
  await expectAccessible(page);

  // One price control, sent as a minimum and a maximum.
  await page.getByLabel('Price (CAD)').selectOption({ label: '$5,000 – $10,000' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 Airwork found')).toBeVisible();
  await expect.poll(() => titles(page)).toEqual([`${word} Vancouver pier`]);
  await page.getByLabel('Price (CAD)').selectOption({ label: 'Any price' });

  // Needed within a week: the barn, due in five days.
  await page.getByLabel('Needed by').selectOption({ label: 'Within 7 days' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => titles(page)).toEqual([`${word} Kingston barn`]);
  await page.getByLabel('Needed by').selectOption({ label: 'Any day' });

  // A place filters within its radius (25 km by default, issue 46); nearest to it measures
  // from it, and at any distance lists everything, saying how far each is.
  await page.getByLabel('Location').fill('Kingston');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => titles(page)).toEqual([`${word} Kingston barn`]);
  await sort.selectOption({ label: 'Nearest to Kingston' });
  await expect.poll(() => titles(page)).toEqual([`${word} Kingston barn`]);
  await page.getByLabel('Within').selectOption({ label: 'Any distance' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect
    .poll(() => titles(page))
    .toEqual([`${word} Kingston barn`, `${word} Markham condo`, `${word} Vancouver pier`]);
  await expect(page.getByRole('article').first()).toContainText(/\b[0-2] km away/);
  await expect(page.getByRole('article').last()).toContainText(/\d,\d{3} km away/);

  // The map keeps the search; one click on a marker opens its Airwork's card over the map.
  await page.getByRole('link', { name: 'View by map' }).click();
  await expect(page.getByRole('heading', { name: 'Airworks on the map' })).toBeVisible();
  await expect(page.getByTestId('results-map')).toHaveAttribute('data-markers', '3');
  await page.locator(`path.airwork-marker-${vancouver.id}`).click();
  const card = page.getByTestId('chosen-airwork');
  await expect(card.getByRole('link', { name: `${word} Vancouver pier` })).toBeVisible();
  await expect(card).toContainText('$6,000.00');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);

  // The lobby: its city is the place the nearest order starts from.
  await page.goto('/#/Airwork-lobby');
  await expect(page.getByRole('heading', { name: 'Find Airworks' })).toBeVisible();
  await page.getByLabel('Keywords').fill(word);
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Markham' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => titles(page)).toEqual([`${word} Markham condo`]);
  await page.getByLabel('Sort by').selectOption({ label: 'Nearest to Markham' });
  await expect
    .poll(() => titles(page))
    .toEqual([`${word} Markham condo`, `${word} Kingston barn`, `${word} Vancouver pier`]);
  await visitor.close();
});
