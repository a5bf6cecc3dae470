import type { Page } from '@playwright/test';
import { postAirwork } from './api-helpers';
import { expect, expectAccessible, signedInUser, test, sessionToken } from './fixtures';

// "City or postal code" does what it says (issue 46, finding 4): a city is a radius around it
// (a job 14 km away is found), a postal code is found by its area, and the list says where it
// searched. On a phone, as a pilot looking for work near home would.

const titles = (page: Page) => page.getByRole('article').getByRole('link').allInnerTexts();

test('a pilot finds the job 14 km from Brampton by city and by postal code, within a radius', async ({
  page: clientPage,
  browser,
}) => {
  await signedInUser(clientPage, { prefix: 'pl' });
  const token = (await sessionToken(clientPage))!;
  const word = `Placed${Date.now().toString(36)}`;
  await postAirwork(clientPage, token, {
    title: `${word} Mississauga warehouse roof`,
    city: 'Mississauga',
    address: '300 City Centre Dr',
    latitude: 43.589,
    longitude: -79.644,
  });

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  await page.goto('/#/Airwork-list');
  await page.getByLabel('Keywords').fill(word);
  await expect(page.getByText(/A city or postal code .* finds what is around it/)).toBeVisible();
  await page.getByLabel('Location').fill('Brampton');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => titles(page)).toEqual([`${word} Mississauga warehouse roof`]);
  await expect(page.getByTestId('search-near')).toHaveText('Within 25 km of Brampton, Ontario');
  await expect(page.getByRole('article').first()).toContainText(/\b1\d km away/);
  // On a phone the results come first: the other filters wait behind "More filters" (issue
  // 46, finding 12), so the first result is within the first screen.
  const first = (await page.getByRole('article').first().boundingBox())!;
  expect(first.y).toBeLessThan(800);
  await expect(page.getByLabel('Within')).toBeHidden();
  await expectAccessible(page);

  // Narrower: nothing, and the page says what to widen.
  const more = page.getByRole('button', { name: 'More filters' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await page.getByLabel('Within').selectOption({ label: '10 km' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByText('No open Airwork within 10 km of Brampton, Ontario. Try a wider radius'),
  ).toBeVisible();

  // The toggle says how many folded filters are set.
  await expect(page.getByRole('button', { name: 'More filters (1 set)' })).toBeVisible();
  // A postal code, by its first three characters or whole.
  await page.getByLabel('Within').selectOption({ label: '25 km' });
  await page.getByLabel('Location').fill('L6Y 4R2');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => titles(page)).toEqual([`${word} Mississauga warehouse roof`]);
  await expect(page.getByTestId('search-near')).toContainText('L6Y 4R2 — Brampton South');
  await phone.close();
});
