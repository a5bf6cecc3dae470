import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  field,
  logIn,
  registeredUser,
  signedInUser,
  test,
} from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The accordion section titled `title`, opened. */
async function section(page: Page, title: string): Promise<Locator> {
  const control = page.getByRole('button', { name: title });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  return page.getByRole('region', { name: title });
}

test.describe('profiles and settings', () => {
  test('a pilot edits profile, devices, certificate and password, a mistake first in each', async ({
    page,
  }) => {
    const pilot = await registeredUser(page, { role: 1, prefix: 'pp' });
    // A forecast as the server relays it (no weather service is reachable from the tests).
    await page.route('**/api/member/pilotWeather', (route) =>
      route.fulfill({
        json: {
          code: 200,
          message: 'common.success',
          result: {
            place: 'Toronto, Ontario',
            current: { temperature: -3.6, cloudCover: 40, windSpeed: 18, weatherCode: 2 },
            daily: [
              {
                date: '2026-11-23',
                min: -6,
                max: 1,
                cloudCover: 35,
                windSpeed: 25,
                weatherCode: 2,
              },
              {
                date: '2026-11-24',
                min: -4,
                max: 2,
                cloudCover: 80,
                windSpeed: 30,
                weatherCode: 71,
              },
              {
                date: '2026-11-25',
                min: -8,
                max: -1,
                cloudCover: 10,
                windSpeed: 12,
                weatherCode: 0,
              },
            ],
          },
        },
      }),
    );
    await logIn(page, pilot.username, pilot.password);
    await expect(page).toHaveURL(/#\/pilot-home$/);
    const weather = page.getByRole('region', { name: 'Weather for your area' });
    await expect(weather).toContainText('Toronto, Ontario');
    await expect(weather).toContainText('-4°C');
    await expect(weather).toContainText('Snow');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'My Profile', exact: true }).first().click();
    await expect(page).toHaveURL(/#\/pilot-profile$/);

    const profile = await section(page, 'My Profile');
    await expect(field(page, 'First name')).toHaveValue(pilot.firstName);
    await field(page, 'First name').fill('');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Please input first name')).toBeVisible();
    await field(page, 'First name').fill('Roberta');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Please input your government-issued ID number')).toBeVisible();
    await field(page, 'Government-issued ID number').fill('ON-1234-5678');
    await field(page, 'Address').fill('5 King St W, Toronto');
    await field(page, 'Postcode').fill('M5H 1A1');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile is updated.')).toBeVisible();

    const devices = await section(page, 'Update Devices');
    await devices.getByRole('button', { name: 'Save' }).click();
    await expect(devices.getByText('Please input RPAS License Number')).toBeVisible();
    await field(page, 'RPAS licence number').fill('PA-99');
    await field(page, 'RPAS type or make').fill('Skydio X10');
    await devices.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Device information updated!')).toBeVisible();

    const certificate = await section(page, 'Update Certificate');
    await certificate.getByLabel('Transport Canada Advanced Operations Pilot Certificate').check();
    await certificate.getByRole('button', { name: 'Save' }).click();
    await expect(certificate.getByText('Please upload your pilot certificate.')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await certificate.getByRole('button', { name: /^Pilot certificate: Choose a file$/ }).click();
    await (await chooser).setFiles(path.join(here, 'fixtures', 'certificate.pdf'));
    await expect(certificate.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
    await certificate.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Certification information changed!')).toBeVisible();
    await expectAccessible(page);

    const password = await section(page, 'Change Password');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Please input old password!')).toBeVisible();
    await field(page, 'Old password').fill(pilot.password);
    await field(page, 'New password').fill('a pilot secret 2026');
    await field(page, 'Confirm password').fill('a pilot secret 2026');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    // Saved: shown again after a reload.
    await page.reload();
    await expect(field(page, 'First name')).toHaveValue('Roberta');
    await section(page, 'Update Devices');
    await expect(field(page, 'RPAS type or make')).toHaveValue('Skydio X10');

    await page.getByRole('link', { name: 'Payment', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please choose how you want to be paid.')).toBeVisible();
    await page.getByLabel('E-mail transfer (Interac)').check();
    await field(page, 'Payout e-mail').fill('roberta.pay@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your payout preference is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('E-mail transfer (Interac)')).toBeChecked();

    await page.getByRole('link', { name: 'Notification', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await page.getByLabel('Notify me by e-mail').check();
    await field(page, 'Notification e-mail').fill('not an address');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(/valid e-mail|e-mail is not valid|Please input a valid/i),
    ).toBeVisible();
    await field(page, 'Notification e-mail').fill('alerts@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification setting updated')).toBeVisible();
    await expectAccessible(page);
  });

  test('a client edits the profile and notification settings', async ({ page }) => {
    await signedInUser(page, { prefix: 'cp' });
    await page.goto('/#/client-profile');
    await expect(field(page, 'First name')).toHaveValue('Maple');
    await field(page, 'Phone number').fill('');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Please input mobile')).toBeVisible();
    await field(page, 'Phone number').fill(`+1 613 555 ${String(Date.now()).slice(-4)}`);
    await field(page, 'About yourself').fill('I manage three office towers in Ottawa.');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Your profile is updated.')).toBeVisible();
    await page.reload();
    await expect(field(page, 'About yourself')).toHaveValue(
      'I manage three office towers in Ottawa.',
    );
    await expectAccessible(page);
  });
});
