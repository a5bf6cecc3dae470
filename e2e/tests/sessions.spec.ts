import { expect, expectAccessible, logIn, signedInUser, test, waitForMail } from './fixtures';

// Issue 45: the signed-in devices, on the profile; a session ended from another browser stops
// at once there.

test.describe('signed-in devices', () => {
  test('a client ends the session of another browser, which is signed out at once', async ({
    page,
    browser,
  }) => {
    const user = await signedInUser(page, { prefix: 'ss' });
    // A phone never seen on the account.
    const phone = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
    const other = await (await browser.newContext({ userAgent: phone })).newPage();
    await logIn(other, user.username, user.password);
    await expect(other).toHaveURL(/#\/client-home$/);
    // Its owner is told, by mail, with the device and the address.
    const told = await waitForMail(user.email, /^New sign-in to your Airwork account$/);
    expect(told.text).toContain('Firefox · Android');

    await page.goto('/#/security');
    const panel = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(panel.getByText('This device')).toBeVisible();
    await expect(panel.getByText('Firefox · Android')).toBeVisible();
    // Registration's session, this browser's and the other's.
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/sessions-desktop-en.png', fullPage: true });

    await panel.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Sessions ended: 2.')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);

    // Everything Airwork holds about the client, as a zip (issue 45).
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    expect((await downloading).suggestedFilename()).toBe('airwork-export.zip');

    // The other browser's next call is refused, and it is sent to the log-in page.
    await other.goto('/#/client-orders');
    await expect(other).toHaveURL(/#\/login/);

    await page.setViewportSize({ width: 375, height: 800 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/sessions-375-en.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByText('中文').first().click();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('region', { name: '已登录的设备' })).toBeVisible();
    await page.getByRole('region', { name: '已登录的设备' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/sessions-375-zh.png' });
  });

  test('a client deletes their account and can no longer sign in', async ({ page }) => {
    const user = await signedInUser(page, { prefix: 'dl' });
    await page.goto('/#/security');
    const panel = page.getByRole('region', { name: 'Delete my account' });
    await panel.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByText('That is not your password.')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/delete-account-375-en.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText('Your account was deleted.')).toBeVisible();
    await logIn(page, user.username, user.password);
    // Its name is erased with it: the log-in knows no such account.
    await expect(page.getByText('Your account does not exist, please check!')).toBeVisible();
  });
});
