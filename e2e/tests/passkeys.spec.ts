import type { CDPSession, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  field,
  logIn,
  signedInUser,
  test,
  forgetSignIn,
} from './fixtures';

// Issue 45: passkeys in Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain) — a client adds one, signs in with it alone, then as the second step after the
// password; another session of theirs is asked to confirm with it before removing it.

/** A platform authenticator with a fingerprint reader that always says yes. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function credentialsOf(device: { cdp: CDPSession; authenticatorId: string }) {
  const { credentials } = await device.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: device.authenticatorId,
  });
  return credentials;
}

const signOut = (page: Page) => forgetSignIn(page);

test.describe('passkeys', () => {
  test('a client adds a passkey, signs in with it alone and as the second step', async ({
    page,
    browser,
  }) => {
    const device = await virtualAuthenticator(page);
    const user = await signedInUser(page, { prefix: 'pk' });
    // A second session of the same client, opened before the passkey exists.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, user.username, user.password);
    await expect(otherPage).toHaveURL(/#\/client-home$/);

    await page.goto('/#/security');
    const panel = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(panel.getByText('Two-step sign-in is off.')).toBeVisible();
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    // The account's first factor: recovery codes, shown once.
    const recovery = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(recovery.getByRole('listitem')).toHaveCount(10);
    await recovery.getByRole('button', { name: 'I have saved them' }).click();
    await expect(panel.getByText('Two-step sign-in is on.')).toBeVisible();
    await expect(panel.getByText(/^Passkey/)).toBeVisible();
    expect(await credentialsOf(device)).toHaveLength(1);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/passkey-security-desktop-en.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/passkey-security-375-en.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Alone: no user name, no password.
    await signOut(page);
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/#\/client-home$/);

    // After the password, the passkey is the second step.
    await signOut(page);
    await logIn(page, user.username, user.password);
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await expect(page.getByText('Use your passkey to finish signing in.')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/passkey-second-step-375-en.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('main').getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/#\/client-home$/);

    // The other session never gave a factor: removing the passkey asks for it first. The
    // passkey is synced to that browser, as a phone's passkeys are to its owner's laptop.
    const laptop = await virtualAuthenticator(otherPage);
    await laptop.cdp.send('WebAuthn.addCredential', {
      authenticatorId: laptop.authenticatorId,
      credential: (await credentialsOf(device))[0]!,
    });
    await otherPage.goto('/#/security');
    const otherPanel = otherPage.getByRole('region', { name: 'Two-step sign-in' });
    await otherPanel.getByRole('button', { name: 'Remove' }).click();
    const prompt = otherPage.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(prompt.getByText('Your browser will ask for your passkey')).toBeVisible();
    await otherPage.screenshot({ path: 'test-results/passkey-step-up-desktop-en.png' });
    await prompt.getByRole('button', { name: 'Use your passkey', exact: true }).click();
    await expect(prompt).toBeHidden();
    await otherPanel.getByRole('button', { name: 'Remove' }).click();
    await expect(otherPanel.getByText('Two-step sign-in is off.')).toBeVisible();

    // Removed: the passkey on the device signs in to nothing.
    await signOut(page);
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText('That passkey was not accepted.')).toBeVisible();
    await page.getByText('中文').first().click();
    await expect(page.getByRole('button', { name: '使用通行密钥登录' })).toBeVisible();
    await page.screenshot({ path: 'test-results/passkey-login-desktop-zh.png' });
    await expect(field(page, '用户名')).toBeVisible();
  });
});
