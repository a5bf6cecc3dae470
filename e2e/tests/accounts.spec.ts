import {
  expect,
  expectAccessible,
  field,
  fillRegisterForm,
  logIn,
  newUser,
  registeredUser,
  signedInUser,
  test,
  waitForMail,
  sessionToken,
  forgetSignIn,
} from './fixtures';

test.describe('accounts', () => {
  test('a client registers, sees the ID number, logs in and reaches the client home', async ({
    page,
  }) => {
    const user = newUser('client');
    await page.goto('/');
    await page.getByRole('button', { name: 'Join for FREE' }).click();
    await expect(page).toHaveURL(/#\/sign-up-as$/);
    await page.getByRole('button', { name: 'I need drone work done' }).click();
    await expect(page.getByRole('heading', { name: 'Create your client account' })).toBeVisible();

    await fillRegisterForm(page, user);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/#\/register-success$/);
    await expect(page.getByText('We have sent a confirmation e-mail')).toBeVisible();
    await expect(page.getByTestId('user-number')).toHaveText(/^2\d{7}$/);

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await logIn(page, user.username, user.password);
    await expect(page).toHaveURL(/#\/client-home$/);
    // Greeted by the first name (issue 23), not the username.
    await expect(page.getByRole('heading', { name: `, ${user.firstName}` })).toBeVisible();
    // Nothing posted yet: the home offers to post the first Airwork.
    await expect(page.getByText('You have no open Airwork yet.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Post an Airwork' }).click();
    await expect(page).toHaveURL(/#\/choose-address$/);
  });

  test('a member reads the mail Airwork wrote them, on a screen', async ({ page }) => {
    const user = await signedInUser(page, { prefix: 'mb' });
    await page
      .getByRole('navigation', { name: 'Account navigation' })
      .getByRole('link', { name: 'Mail from Airwork' })
      .click();
    await expect(page).toHaveURL(/#\/mailbox$/);
    const welcome = page.getByRole('button', { name: /registration confirmed/i });
    await expect(welcome).toContainText('Sent');
    await welcome.click();
    await expect(page.getByText(user.username).first()).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/mailbox-375-en.png', fullPage: true });
  });

  test('a visitor who wants drone work posts through a client sign-up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Post an Airwork' }).click();
    await expect(page.getByRole('heading', { name: 'Create your client account' })).toBeVisible();
  });

  test('a pilot registers and lands on pilot verification', async ({ page }) => {
    const user = newUser('pilot');
    await page.goto('/#/sign-up-as');
    await page.getByRole('button', { name: 'I am a drone pilot' }).click();
    await expect(page.getByRole('heading', { name: 'Create your pilot account' })).toBeVisible();
    await fillRegisterForm(page, user);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/#\/pilot-verification$/);
    await expect(page.getByRole('heading', { name: 'Pilot verification' })).toBeVisible();
  });

  test('the register form shows every error at once and reports a taken username', async ({
    page,
  }) => {
    const first = newUser('taken');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/#/register?role=2');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // An empty form: each field says what it needs (issue 46), the first one focused.
    for (const message of [
      'Please input user name',
      'Please input first name',
      'Please input last name',
      'You must agree terms and conditions',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'Username')).toBeFocused();
    await page.screenshot({ path: 'test-results/register-errors-375-en.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await field(page, 'Username').fill(first.username);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please input user name')).toBeHidden();
    await expect(page.getByText('Please input first name')).toBeVisible();

    await fillRegisterForm(page, first);
    await page.getByRole('checkbox', { name: /I agree to the/ }).uncheck();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // The terms' error is said once, under the box: no pop-up repeats it.
    await expect(page.getByText('You must agree terms and conditions')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/#\/register-success$/);

    const second = { ...newUser('taken'), username: first.username.toUpperCase() };
    await forgetSignIn(page);
    await page.goto('/#/register?role=2');
    await fillRegisterForm(page, second);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Username exists, please choose another one')).toBeVisible();
  });

  test('the register form rates the password as it is typed and refuses a common one', async ({
    page,
  }) => {
    const user = { ...newUser('weak'), password: 'password1' };
    await page.goto('/#/register?role=2');
    await fillRegisterForm(page, user);
    await expect(page.getByText('Password strength: very weak')).toBeVisible();
    await expect(page.getByText('Too easy to guess')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('This password is too common or too easy to guess.')).toBeVisible();
    await expect(field(page, 'Password')).toBeFocused();
    await expect(page).toHaveURL(/#\/register\?role=2$/);

    await field(page, 'Password').fill('maple leaves in october');
    await field(page, 'Confirm password').fill('maple leaves in october');
    await expect(page.getByText('Password strength: strong')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/#\/register-success$/);
  });

  test('a wrong password and an unknown user get their own messages', async ({ page }) => {
    const user = await registeredUser(page, { prefix: 'login' });

    await logIn(page, user.username, 'not the password');
    await expect(page.getByRole('alert')).toHaveText(
      "Sorry, username or password doesn't match, please check your password",
    );
    await expect(field(page, 'Password')).toHaveValue('');

    await logIn(page, 'nobody_by_that_name', 'whatever123');
    await expect(page.getByRole('alert')).toHaveText('Your account does not exist, please check!');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('logout ends the session, clears storage and returns to login', async ({ page }) => {
    await signedInUser(page, { prefix: 'logout' });
    const token = await page.evaluate(
      () => sessionStorage.getItem('token') ?? localStorage.getItem('token'),
    );
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    const left = await page.evaluate(() => ({
      local: [localStorage.getItem('token'), localStorage.getItem('userInfo')],
      session: [sessionStorage.getItem('token'), sessionStorage.getItem('userInfo')],
    }));
    expect(left).toEqual({ local: [null, null], session: [null, null] });

    // The old token no longer works on the server either.
    const reply = await page.request.post('/api/member/loadClientInfo', {
      headers: { authorization: `Bearer ${token}` },
      data: { userId: 1 },
    });
    expect(reply.status()).toBe(401);

    await page.goto('/#/client-home');
    await expect(page).toHaveURL(/#\/login\?next=%2Fclient-home$/);
  });

  test('a sign-in holds in every tab; "Keep me logged in" makes it last 30 days', async ({
    page,
  }) => {
    const user = await registeredUser(page, { role: 1, prefix: 'keep' });

    await page.goto('/#/login');
    await field(page, 'Username').fill(user.username);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('checkbox', { name: 'Keep me logged in' }).check();
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/#\/pilot-home$/);
    // A new tab of the same browser is signed in.
    const tab = await page.context().newPage();
    await tab.goto('/#/pilot-profile');
    await expect(tab).toHaveURL(/#\/pilot-profile$/);
    const sessions = await tab.request.post('/api/member/sessions', {
      headers: { authorization: `Bearer ${await sessionToken(tab)}` },
      data: {},
    });
    const list = (
      (await sessions.json()) as { result: { current: boolean; persistent: boolean }[] }
    ).result;
    expect(list.find((s) => s.current)?.persistent).toBe(true);
    // Logging out in one tab signs the other out too, at once.
    await tab.getByRole('button', { name: 'Logout' }).click();
    await expect(tab).toHaveURL(/#\/login$/);
    await expect(page).toHaveURL(/#\/login\?next=%2Fpilot-home$/);
  });

  test('after logging in, a visitor lands on the page they asked for', async ({ page }) => {
    const user = await registeredUser(page, { role: 2, prefix: 'next' });
    await page.goto('/#/client-orders?status=2');
    await expect(page).toHaveURL(/#\/login\?next=%2Fclient-orders%3Fstatus%3D2$/);
    await field(page, 'Username').fill(user.username);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/#\/client-orders\?status=2$/);
    // Another site's address is never where a log-in leads.
    const fresh = await (await page.context().browser()!.newContext()).newPage();
    await fresh.goto('/#/login?next=%2F%2Fevil.example%2F');
    await field(fresh, 'Username').fill(user.username);
    await field(fresh, 'Password').fill(user.password);
    await fresh.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(fresh).toHaveURL(/#\/client-home$/);
  });

  test('a session the server no longer knows ends in the browser too', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const stale = {
        id: 99,
        userNumbers: '20000099',
        role_id: 2,
        username: 'ghost',
        token: 'revoked',
        active: 1,
        message: '',
      };
      localStorage.setItem('token', 'revoked');
      localStorage.setItem('userInfo', JSON.stringify(stale));
      localStorage.setItem('userRole', '2');
    });
    await page.goto('/#/client-profile');
    await expect(page).toHaveURL(/#\/login\?next=%2Fclient-profile$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')]),
    ).toEqual([null, null]);
  });

  test('a forgotten password is reset through the e-mailed link, which works once', async ({
    page,
  }) => {
    const user = newUser('reset');
    await page.goto('/#/register?role=2');
    await fillRegisterForm(page, user);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/#\/register-success$/);
    const welcome = await waitForMail(user.email, /registration confirmed/i);
    expect(welcome.text).toContain(await page.getByTestId('user-number').innerText());
    await forgetSignIn(page);

    await logIn(page, user.username, 'not my password');
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await page.getByRole('button', { name: 'Send me my password' }).click();
    await expect(page.getByText('Please input e-mail')).toBeVisible();
    await field(page, 'E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send me my password' }).click();
    await expect(page).toHaveURL(/#\/login$/);

    const mail = await waitForMail(user.email, /reset/i);
    const link = /(http:\/\/\S+#\/reset-password\?token=\S+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await field(page, 'New password').fill('a brand new secret');
    await field(page, 'Confirm new password').fill('a brand new secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/#\/login$/);

    await logIn(page, user.username, 'a brand new secret');
    await expect(page).toHaveURL(/#\/client-home$/);

    await page.goto(link);
    await field(page, 'New password').fill('yet another secret');
    await field(page, 'Confirm new password').fill('yet another secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This reset link is invalid, already used or expired.',
    );
  });

  test('a client changes the password on the profile: checks in order, old one verified', async ({
    page,
  }) => {
    const user = await signedInUser(page, { prefix: 'change' });
    await page.goto('/#/client-profile');
    const panel = page.getByRole('form', { name: 'Change password' });
    const submit = panel.getByRole('button', { name: 'Change password' });
    await submit.click();
    await expect(panel.getByText('Please input old password!')).toBeVisible();
    await expect(field(page, 'Old password')).toBeFocused();

    await field(page, 'Old password').fill('not my password');
    await field(page, 'New password').fill('a fresh secret 9');
    await field(page, 'Confirm password').fill('a fresh secret 8');
    await submit.click();
    await expect(panel.getByText("New password and confirm password doesn't match")).toBeVisible();

    await field(page, 'Confirm password').fill('a fresh secret 9');
    await submit.click();
    await expect(panel.getByRole('alert')).toHaveText("Old password doesn't match!");

    await field(page, 'Old password').fill(user.password);
    await submit.click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(field(page, 'Old password')).toHaveValue('');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await logIn(page, user.username, 'a fresh secret 9');
    await expect(page).toHaveURL(/#\/client-home$/);
  });

  test('role screens send a visitor without a stored user to login', async ({ page }) => {
    for (const path of [
      '/#/client-home',
      '/#/pilot-home',
      '/#/admin-home',
      '/#/pilot-verification',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`#/login\\?next=${encodeURIComponent(path.slice(2))}$`),
      );
    }
  });

  test('an admin logs in to the admin home', async ({ page }) => {
    await logIn(page, 'e2e_admin', 'e2e-admin-password');
    await expect(page).toHaveURL(/#\/admin-home$/);
  });
});
