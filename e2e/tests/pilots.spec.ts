import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, field, logIn, registeredUser, test } from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);

/** Chooses a file through the upload button labelled `label`. */
async function upload(page: Page, label: RegExp, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

/** A pilot's verification submitted through the API (for journeys about the admin's side). */
async function submitThroughApi(page: Page, username: string, password: string): Promise<number> {
  const login = await page.request.post('/api/member/login', {
    data: { userName: username, userPwd: password },
  });
  const { id, token } = ((await login.json()) as { result: { id: number; token: string } }).result;
  const headers = { authorization: `Bearer ${token}` };
  const document = async (name: string, mimeType: string) => {
    const reply = await page.request.post('/api/utilities/upload?kind=document', {
      headers,
      multipart: { file: { name, mimeType, buffer: await readFile(fixture(name)) } },
    });
    return ((await reply.json()) as { result: { id: string } }).result.id;
  };
  const reply = await page.request.post('/api/member/pilotProfile', {
    headers,
    data: {
      userId: id,
      idFile: await document('pixel.png', 'image/png'),
      certificateType: 2,
      tcrNumber: 'C-77',
      pilotCertificateFile: await document('certificate.pdf', 'application/pdf'),
      rpasNumber: 'PA-77',
      rpasMake: 'Autel EVO Max 4T',
      address: '1 Bay St',
      postCode: 'M5J 2T3',
    },
  });
  expect(((await reply.json()) as { code: number }).code).toBe(200);
  return id;
}

async function adminSignsIn(page: Page) {
  await logIn(page, 'e2e_admin', 'e2e-admin-password');
  await expect(page).toHaveURL(/#\/admin-home$/);
}

test.describe('pilots and admins', () => {
  test('a pilot is verified: documents with a mistake first, capabilities, approval, block and un-block', async ({
    browser,
  }) => {
    const pilotPage = await (await browser.newContext()).newPage();
    const adminPage = await (await browser.newContext()).newPage();
    const pilot = await registeredUser(pilotPage, { role: 1, prefix: 'pv', uniqueName: true });
    const name = `${pilot.firstName} ${pilot.lastName}`;
    await logIn(pilotPage, pilot.username, pilot.password);
    await expect(pilotPage).toHaveURL(/#\/pilot-home$/);
    await pilotPage.getByRole('link', { name: /verif/i }).first().click();
    await expect(pilotPage).toHaveURL(/#\/pilot-verification$/);
    await expect(pilotPage.getByTestId('verification-state')).toContainText('Not submitted yet');

    // A mistake first: nothing uploaded.
    await pilotPage.getByRole('button', { name: 'Next' }).click();
    await expect(pilotPage.getByText('Please upload a scan of your ID.')).toBeVisible();
    await upload(pilotPage, /^Scan of your driver's licence.*Choose a file$/, fixture('pixel.png'));
    await expect(pilotPage.getByRole('link', { name: 'pixel.png' })).toBeVisible();
    await upload(pilotPage, /^Pilot certificate: Choose a file$/, fixture('certificate.pdf'));
    await expect(pilotPage.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
    await pilotPage.getByLabel('Transport Canada Basic Operations Pilot Certificate').check();
    await field(pilotPage, 'Transport Canada registration number').fill('C-2026-001');
    await field(pilotPage, 'RPAS licence number').fill('PA-445566');
    await field(pilotPage, 'RPAS type or make').fill('DJI Mavic 3 Thermal');
    await field(pilotPage, 'Address').fill('88 Harbour St, Toronto');
    await field(pilotPage, 'Postcode').fill('M5J 0A1');
    await expectAccessible(pilotPage);
    await pilotPage.getByRole('button', { name: 'Next' }).click();

    await expect(pilotPage).toHaveURL(/#\/capabilities$/);
    await pilotPage.getByRole('button', { name: 'Submit' }).click();
    await expect(pilotPage.getByText('Please check at least one item')).toBeVisible();
    await pilotPage.getByLabel('Thermal Imaging').check();
    await pilotPage.getByLabel('4K Video').check();
    await pilotPage.getByRole('button', { name: 'Submit' }).click();
    await expect(pilotPage).toHaveURL(/#\/pilot-home$/);
    // The journeys run without a weather service: the widget says so plainly, and does not
    // blame the pilot's address, which names Toronto (issue 46).
    const noForecast = pilotPage.getByTestId('weather-unavailable');
    await expect(noForecast).toContainText('Weather unavailable');
    await expect(noForecast).toContainText('nothing is wrong with your profile');
    await expect(noForecast).not.toContainText('Check that your address');

    await expect(pilotPage.getByText('Awaiting verification').first()).toBeVisible();

    // The admin sees both documents, then approves.
    await adminSignsIn(adminPage);
    await adminPage.getByRole('link', { name: 'Pilot Certificate' }).first().click();
    const row = adminPage.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('link', { name: 'View documents' }).click();
    await expect(adminPage).toHaveURL(/#\/certificate-info\?Id=\d+$/);
    await expect(
      // The admin reads the admin's words, not the form the pilot filled in (issue 23).
      adminPage.getByRole('img', { name: /The pilot's ID \(driver's licence/ }),
    ).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'Open certificate.pdf' })).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText('Approved').or(adminPage.getByText('Active'))).toBeVisible();
    // The pilot's open page follows at once, as the bell does: no reload (issue 46).
    await expect(pilotPage.getByText('Awaiting verification')).toHaveCount(0);

    await pilotPage.goto('/#/pilot-verification');
    await expect(pilotPage.getByTestId('verification-state')).toContainText('Approved');

    // Block: the pilot's open page logs out, and the next log-in is refused.
    await adminPage.getByRole('link', { name: 'Pilot Management' }).first().click();
    await adminPage
      .getByRole('searchbox')
      .or(adminPage.getByPlaceholder(/Search pilots/))
      .fill(pilot.firstName);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    const mgrRow = adminPage.getByRole('row', { name: new RegExp(name) }).first();
    await expect(mgrRow).toContainText('Active');
    await mgrRow.getByRole('button', { name: 'Block' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(mgrRow).toContainText('Blocked');
    await expectAccessible(adminPage);

    await pilotPage.reload();
    await expect(pilotPage).toHaveURL(/#\/login(\?next=%2F.*)?$/);
    await logIn(pilotPage, pilot.username, pilot.password);
    await expect(
      pilotPage.getByText('Sorry, your account was blocked, please contact us to fix the issue'),
    ).toBeVisible();

    await mgrRow.getByRole('button', { name: 'Un-Block' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Un-Block' }).click();
    await expect(mgrRow).toContainText('Active');
    await logIn(pilotPage, pilot.username, pilot.password);
    await expect(pilotPage).toHaveURL(/#\/pilot-home$/);
  });

  test('a disapproved pilot reads why; a client cannot open the admin screens', async ({
    browser,
  }) => {
    const adminPage = await (await browser.newContext()).newPage();
    const pilotPage = await (await browser.newContext()).newPage();
    const pilot = await registeredUser(pilotPage, { role: 1, prefix: 'pvd', uniqueName: true });
    const pilotId = await submitThroughApi(pilotPage, pilot.username, pilot.password);

    await adminSignsIn(adminPage);
    await adminPage.goto('/#/pilot-verify');
    const row = adminPage.getByRole('row', { name: new RegExp(pilot.firstName) }).last();
    await row.getByRole('button', { name: 'Disapprove' }).click();
    const dialog = adminPage.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Disapprove' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('The certificate scan is cut off at the bottom.');
    await dialog.getByRole('button', { name: 'Disapprove' }).click();
    await expect(dialog).toBeHidden();

    await logIn(pilotPage, pilot.username, pilot.password);
    await expect(pilotPage).toHaveURL(/#\/pilot-home$/);
    await pilotPage.getByRole('link', { name: 'Verification details' }).click();
    await expect(pilotPage.getByTestId('verification-state')).toContainText(
      'The certificate scan is cut off at the bottom.',
    );

    const clientPage = await (await browser.newContext()).newPage();
    const client = await registeredUser(clientPage, { role: 2, prefix: 'pvc' });
    await logIn(clientPage, client.username, client.password);
    await expect(clientPage).toHaveURL(/#\/client-home$/);
    for (const screen of ['/#/pilot-mgr', '/#/pilot-verify', '/#/certificate-info?Id=1']) {
      await clientPage.goto(screen);
      await expect(clientPage).toHaveURL(/#\/client-home$/);
    }

    // The pilot's public page: devices and certificate, never the documents.
    await clientPage.goto(`/#/pilot-information?Id=${pilotId}`);
    await expect(clientPage.getByRole('heading', { name: 'Pilot information' })).toBeVisible();
    await expect(clientPage.getByText('Autel EVO Max 4T')).toBeVisible();
    await expect(
      clientPage.getByText('Transport Canada Advanced Operations Pilot Certificate'),
    ).toBeVisible();
    await expect(clientPage.locator('a[href*="/api/utilities/documents/"]')).toHaveCount(0);
    await expectAccessible(clientPage);
  });
});
