import { createHmac } from 'node:crypto';
import {
  expect,
  expectAccessible,
  field,
  logIn,
  signedInUser,
  test,
  forgetSignIn,
} from './fixtures';

// Issue 45: two-step sign-in, as a client sets it up and signs in with it.

/** RFC 6238's code for a base32 key at `at` (SHA-1, six digits, 30 s), as an app computes it. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32.replace(/=+$/, ''))
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

test.describe('two-step sign-in', () => {
  test('a client sets up an authenticator app, then signs in with a recovery code', async ({
    page,
  }) => {
    const user = await signedInUser(page, { prefix: 'mf' });
    await page
      .getByRole('navigation', { name: 'Account navigation' })
      .getByRole('link', { name: 'Security' })
      .click();
    await expect(page).toHaveURL(/#\/security$/);
    const panel = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(panel.getByText('Two-step sign-in is off.')).toBeVisible();
    await panel.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(
      panel.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const key = (await panel.locator('code').first().innerText()).trim();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/mfa-enrol-desktop-en.png', fullPage: true });

    await panel.getByLabel('Code from your authenticator app').fill(totp(key));
    await panel.getByRole('button', { name: 'Confirm' }).click();
    const recovery = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(recovery.getByRole('listitem')).toHaveCount(10);
    const firstCode = (await recovery.getByRole('listitem').first().innerText()).trim();
    await page.setViewportSize({ width: 375, height: 800 });
    await recovery.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/mfa-recovery-375-en.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await recovery.getByRole('button', { name: 'I have saved them' }).click();
    await expect(panel.getByText('Two-step sign-in is on.')).toBeVisible();
    await expect(panel.getByText('Recovery codes left: 10')).toBeVisible();

    // Signed out, the password alone now asks for the code.
    await forgetSignIn(page);
    await logIn(page, user.username, user.password);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/mfa-login-375-en.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await field(page, 'Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That code is not right, or was already used.')).toBeVisible();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await field(page, 'Recovery code').fill(firstCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/client-home$/);

    await page.goto('/#/security');
    await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
    await page.getByText('中文').first().click();
    await expect(page.getByRole('region', { name: '两步登录' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/mfa-security-375-zh.png', fullPage: true });
  });
});
