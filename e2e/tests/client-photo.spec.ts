import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postAirwork, verifiedPilot } from './api-helpers';
import { expect, expectAccessible, logIn, signedInUser, test, sessionToken } from './fixtures';

// Clients add a photo too (issue 46, finding 7): pilots used to see an initial for every client.
// On a phone, where a client sets up their profile.

const here = path.dirname(fileURLToPath(import.meta.url));

test('a client adds a photo on a phone; the pilot sees it on the client card', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInUser(page, { prefix: 'cph' });
  await page.goto('/#/client-profile');
  await expect(page.getByText('Pilots see it on your Airworks.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles(path.join(here, 'fixtures', 'roof-geotagged.jpg'));
  const cropper = page.getByRole('dialog', { name: 'Cut your photo square' });
  await expect(
    cropper.getByRole('group', { name: 'Your photo, as it will be cut' }).locator('img'),
  ).toBeVisible();
  await expectAccessible(page);
  await cropper.getByRole('button', { name: 'Use this photo' }).click();
  await expect(page.getByText('Your photo is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/client-photo-375-en.png', fullPage: true });

  const token = (await sessionToken(page))!;
  const { id } = await postAirwork(page, token, { title: `Photo${Date.now().toString(36)} roof` });
  const { page: pilotPage, pilot } = await verifiedPilot(browser);
  await logIn(pilotPage, pilot.username, pilot.password);
  await expect(pilotPage).toHaveURL(/#\/pilot-home$/);
  await pilotPage.goto(`/#/Airwork-details?Id=${id}`);
  const card = pilotPage.getByRole('region', { name: 'About the client' });
  const photo = card.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/api\/utilities\/files\/[0-9a-f]{32}/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  // Removed, the initial comes back.
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
  await pilotPage.reload();
  await expect(pilotPage.getByRole('region', { name: 'About the client' })).toBeVisible();
  await expect(
    pilotPage.getByRole('region', { name: 'About the client' }).locator('img'),
  ).toHaveCount(0);
});
