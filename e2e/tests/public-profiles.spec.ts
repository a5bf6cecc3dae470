import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { api, postAirwork, tokenOf, verifiedPilot } from './api-helpers';
import {
  expect,
  expectAccessible,
  field,
  logIn,
  signedInUser,
  test,
  sessionToken,
} from './fixtures';

// Issue 23: a pilot builds a public profile — a photo cut square, words, a home city, the
// languages and two portfolio pictures — and a client sees it on Pilot information and on
// the pilot's proposal.

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);

async function choose(page: Page, opener: () => Promise<void>, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await opener();
  await (await chooser).setFiles(fixture(file));
}

async function addPicture(page: Page, file: string, caption: string) {
  const portfolio = page.getByRole('region', { name: /^Portfolio/ });
  await choose(page, () => portfolio.getByRole('button', { name: /^Picture/ }).click(), file);
  await field(page, 'Caption').fill(caption);
  await portfolio.getByRole('button', { name: 'Add to portfolio' }).click();
  await expect(portfolio.getByRole('img', { name: caption })).toBeVisible();
}

/** The pilot's side: photo, words, home, languages, then two pictures of past work. */
async function buildProfile(page: Page) {
  await page.goto('/#/pilot-profile');
  const section = page.getByRole('region', { name: 'Public profile' });
  await expect(section).toBeVisible();
  await choose(
    page,
    () => section.getByRole('button', { name: 'Choose a photo' }).click(),
    'roof-geotagged.jpg',
  );
  const cropper = page.getByRole('dialog', { name: 'Cut your photo square' });
  const frame = cropper.getByRole('group', { name: 'Your photo, as it will be cut' });
  await expect(frame.locator('img')).toBeVisible();
  await frame.focus();
  await page.keyboard.press('ArrowLeft');
  await expectAccessible(page);
  await cropper.getByRole('button', { name: 'Use this photo' }).click();
  await expect(cropper).toBeHidden();
  await expect(section.getByText('Save your public profile to publish this change.')).toBeVisible();

  await field(page, 'About you').fill('Thermal roof surveys across the GTA since 2019.');
  await page.getByRole('combobox', { name: 'Home city' }).fill('Mississ');
  await page.getByRole('option', { name: 'Mississauga, Ontario' }).click();
  await field(page, 'How far you travel').fill('150');
  await page.getByRole('combobox', { name: 'Languages you speak' }).click();
  await page.getByRole('option', { name: 'French' }).click();
  await page.keyboard.press('Escape');
  await section.getByRole('button', { name: 'Save public profile' }).click();
  await expect(page.getByText('Your public profile is saved.')).toBeVisible();

  await addPicture(page, 'solar-panels.jpg', 'Solar farm, Kingston');
  await addPicture(page, 'roof-geotagged.jpg', 'Flat roof, thermal pass');
  await expectAccessible(page);
}

test.describe('public profiles', () => {
  test('a pilot builds a profile with a photo and two pictures; a client sees it and the proposal', async ({
    page: clientPage,
    browser,
  }) => {
    const { page, pilot } = await verifiedPilot(browser);
    const pilotAuth = await tokenOf(page, pilot.username, pilot.password);
    await logIn(page, pilot.username, pilot.password);
    await expect(page).toHaveURL(/#\/pilot-home$/);
    await buildProfile(page);

    // The client reads the profile.
    await signedInUser(clientPage, { prefix: 'ppc' });
    await clientPage.goto(`/#/pilot-information?Id=${pilotAuth.id}`);
    await expect(clientPage.getByRole('heading', { name: 'Maple L.' })).toBeVisible();
    const photo = clientPage.getByRole('img', { name: 'Photo of Maple L.' });
    await expect(photo).toBeVisible();
    // The server's square, not the 23 KB photo as sent. Visible means laid out, not loaded:
    // naturalWidth is 0 until the picture arrives (CI once read it first).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expect(clientPage.getByTestId('pilot-bio')).toHaveText(
      'Thermal roof surveys across the GTA since 2019.',
    );
    await expect(clientPage.getByText('Mississauga, Ontario · travels up to 150 km')).toBeVisible();
    await expect(clientPage.getByText(/speaks French/)).toBeVisible();
    const portfolio = clientPage.getByRole('region', { name: 'Portfolio' });
    await expect(portfolio.getByRole('button')).toHaveCount(2);
    await portfolio.getByRole('button', { name: 'Flat roof, thermal pass' }).click();
    const large = clientPage.getByRole('dialog', { name: 'Flat roof, thermal pass' });
    await expect(large.getByRole('img', { name: 'Flat roof, thermal pass' })).toBeVisible();
    await expectAccessible(clientPage);
    await clientPage.keyboard.press('Escape');

    // The pilot proposes; the client sees the face, the home city and the distance.
    const token = (await sessionToken(clientPage))!;
    const title = `Warehouse${Date.now().toString(36)} roof`;
    const { id } = await postAirwork(clientPage, token, { title, fileFormat: 'Thermal images' });
    await api(page, pilotAuth.token, '/api/tasks/apply', {
      taskId: id,
      note: 'Thermal kit ready.',
    });
    await clientPage.goto('/#/client-notification');
    const proposal = clientPage.getByRole('region', { name: title }).getByRole('article');
    await expect(proposal.getByRole('img', { name: 'Maple L.' })).toBeVisible();
    await expect(proposal).toContainText('Mississauga, Ontario');
    await expect(proposal).toContainText(/\d+ km from the site/);
    await expect(proposal).toContainText('Thermal Imaging');
    await expectAccessible(clientPage);

    // The pilot finds it on the list, a line of its description under the title…
    await page.goto('/#/Airwork-list');
    await page.getByRole('textbox', { name: 'Keywords' }).fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByTestId('card-description')).toHaveText('Photos of the barn roof.');
    // …and sees who the client is before proposing.
    await page.goto(`/#/Airwork-details?Id=${id}`);
    const client = page.getByRole('region', { name: 'About the client' });
    await expect(client).toContainText('Maple L.');
    await expect(client).toContainText('Airworks posted');
  });
});
