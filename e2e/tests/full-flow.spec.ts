import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { canadianToday, verifiedPilot } from './api-helpers';
import { calmForecast, chooseAddress, chooseStars, fillDetails, mailDay, pickDay } from './flows';
import { expect, logIn, signedInUser, test, waitForMail } from './fixtures';

// Spec section 4, the whole flow, with a client and a pilot in two browsers: the client lists
// the job and pays, the pilot applies, schedules, uploads a 25 MB result and completes; the
// client, told live, accepts (the money is captured) and both rate each other.

/** The pilot opens the Airwork from the sidebar's Hired list (hired, not delivered). */
async function openPending(page: Page, title: string) {
  await page.goto('/#/pilot-home');
  await page
    .getByRole('navigation', { name: 'Account navigation' })
    .first()
    .getByRole('link', { name: /^Hired/ })
    .click();
  await page.getByRole('link', { name: title }).click();
}

test('the whole flow: post, apply, approve and hold, schedule, deliver 25 MB, accept, both rate', async ({
  page: clientPage,
  browser,
}) => {
  test.setTimeout(240_000);
  // The client lists the job (address, details, payment) and gets its number.
  const client = await signedInUser(clientPage, { prefix: 'ff' });
  await clientPage.getByRole('link', { name: 'List Airworks' }).click();
  await chooseAddress(
    clientPage,
    { city: 'Kelowna', province: 'British Columbia', street: '1480 Water St' },
    ['Solar'],
  );
  await clientPage.getByRole('button', { name: 'Next' }).click();
  const word = `Orchard${Date.now().toString(36)}`;
  const title = `${word} roof survey`;
  await fillDetails(clientPage, title);
  await clientPage.getByRole('button', { name: 'Next' }).click();
  await clientPage.getByRole('button', { name: 'Post the Airwork' }).click();
  await expect(clientPage.getByRole('heading', { name: 'Your Airwork is posted' })).toBeVisible();
  const tasksId = (await clientPage.getByTestId('airwork-number').textContent())!;
  await clientPage.getByRole('link', { name: 'Back to my home' }).click();

  // The pilot finds it and applies.
  const { page, pilot } = await verifiedPilot(browser);
  await logIn(page, pilot.username, pilot.password);
  await expect(page).toHaveURL(/#\/pilot-home$/);
  await page.getByRole('link', { name: 'Find Airwork' }).first().click();
  await page.getByLabel('Keywords').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('link', { name: 'Apply for this Airwork' }).click();
  await page.getByLabel('Note to the client').fill('Ready to fly this week.');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByRole('heading', { name: 'Proposal sent' })).toBeVisible();

  // The client approves and holds the payment.
  await clientPage.goto('/#/client-notification');
  await clientPage
    .getByRole('region', { name: title })
    .getByRole('article')
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await clientPage.getByRole('button', { name: 'Approve the payment (sandbox)' }).click();
  await expect(clientPage.getByTestId('payment-held')).toBeVisible();

  // The pilot prepares, schedules today and confirms.
  const today = await canadianToday(page);
  await calmForecast(page, today);
  await openPending(page, title);
  await page.getByRole('link', { name: 'Set schedule' }).click();
  await page.getByRole('link', { name: 'Next' }).click();
  await pickDay(page, today);
  // The client asked for sunny weather: 20 % cloud is not advised, and the pilot may still fly.
  await expect(page.getByRole('alert').filter({ hasText: 'Not advised' })).toContainText(
    'Cloud cover 20% (this Airwork accepts up to 10%)',
  );
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Flight scheduled' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home' }).click();
  await waitForMail(
    client.email,
    new RegExp(`Your Airwork ${tasksId} will be flown on ${mailDay(today)}`),
  );

  // The client waits on their home page; the pilot uploads 25 MB and submits.
  await clientPage.goto('/#/client-home');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'airwork-flow-'));
  const zip = path.join(dir, 'orchard-roof.zip');
  await writeFile(zip, randomBytes(25 * 1024 * 1024));
  await openPending(page, title);
  await page.getByRole('link', { name: 'Upload result' }).click();
  await page.locator('input[type=file]').setInputFiles(zip);
  await expect(page.getByTestId('upload-row')).toContainText('Success', { timeout: 60_000 });
  await rm(dir, { recursive: true });
  await page.getByLabel('Note to the client').fill('The whole roof, in one zip.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: /^Rate .+, your client$/ })).toBeVisible();
  // The client is told without a reload (a toast lasts five seconds), and the count follows.
  await expect(clientPage.getByText(`${title} (${tasksId}): Results submitted`)).toBeVisible();
  const nav = clientPage.getByRole('navigation', { name: 'Account navigation' }).first();
  await expect(nav.getByRole('link', { name: /^Delivered\s*1/ })).toBeVisible();
  await chooseStars(page, 5);
  await page.getByLabel('Your comment').fill('Clear brief and quick answers.');
  await page.getByRole('button', { name: 'Send the rating' }).click();
  await expect(page.getByText('“Clear brief and quick answers.”')).toBeVisible();

  await waitForMail(client.email, new RegExp(`Results delivered for Airwork ${tasksId}`));

  // The client reviews, accepts (the held money is captured) and rates the pilot.
  await nav.getByRole('link', { name: /^Delivered/ }).click();
  await clientPage.getByRole('link', { name: title }).click();
  await clientPage.getByRole('link', { name: 'View result' }).click();
  await expect(clientPage.getByText('The whole roof, in one zip.')).toBeVisible();
  await expect(clientPage.getByRole('link', { name: 'orchard-roof.zip' })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Accept' }).click();
  await clientPage
    .getByRole('dialog', { name: 'Accept the results?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(clientPage.getByRole('heading', { name: /^Rate .+, your pilot$/ })).toBeVisible();
  await waitForMail(client.email, new RegExp(`Payment captured for Airwork ${tasksId}`));
  await waitForMail(pilot.email, new RegExp(`The client accepted Airwork ${tasksId}`));
  await chooseStars(clientPage, 4);
  await clientPage.getByLabel('Your comment').fill('Sharp photos, on time.');
  await clientPage.getByRole('button', { name: 'Send the rating' }).click();
  // Both have rated: each now sees the other's words.
  await expect(clientPage.getByText('“Clear brief and quick answers.”')).toBeVisible();
  await page.reload();
  await expect(page.getByText('“Sharp photos, on time.”')).toBeVisible();
});
