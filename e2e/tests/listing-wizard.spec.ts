import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { canadianToday } from './api-helpers';
import { chooseAddress, fillDetails } from './flows';
import {
  expect,
  expectAccessible,
  field,
  logIn,
  registeredUser,
  signedInUser,
  test,
  waitForMail,
  forgetSignIn,
} from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));

/** An open Airwork of another client, posted through the API. */
async function someoneElsesAirwork(page: Page): Promise<number> {
  const other = await registeredUser(page, { prefix: 'wizo' });
  const login = await page.request.post('/api/member/login', {
    data: { userName: other.username, userPwd: other.password },
  });
  const { token } = ((await login.json()) as { result: { token: string } }).result;
  const reply = await page.request.post('/api/tasks/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      categoriesIds: '1',
      address: '10 Main St',
      city: 'Moncton',
      province: 'New Brunswick',
      latitude: 46.09,
      longitude: -64.78,
      title: 'Not yours',
      conditions: '3',
      fileFormat: 'JPG',
      salary: 300,
      description: 'Someone else’s mission.',
    },
  });
  return ((await reply.json()) as { result: { id: number } }).result.id;
}

/** The calendar day `n` days after `day` (YYYY-MM-DD). */
function inDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

test.describe('the listing wizard', () => {
  test('a client posts an Airwork in four steps, reloads midway, gets the number by mail, and edits it', async ({
    page,
  }) => {
    const user = await signedInUser(page, { prefix: 'wiz' });
    await page.getByRole('link', { name: 'List Airworks' }).click();
    await expect(page).toHaveURL(/#\/choose-address$/);

    // Nothing chosen: the spec's first check.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please choose at least one category')).toBeVisible();
    await chooseAddress(
      page,
      { city: 'Kelowna', province: 'British Columbia', street: '1480 Water St' },
      ['Solar', 'Wind'],
    );
    // The tile server is another origin, as in production (the outline is the fallback, below).
    const map = page.getByTestId('place-map');
    await expect(map).toHaveAttribute('data-background', 'tiles');
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('.airwork-drag-pin')).toHaveCount(1); // the pin, to drag
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/#\/post-Airwork$/);

    // Step 2, checked in the spec's order; a reload keeps what was typed.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please input title')).toBeVisible();
    const title = `Wind farm survey ${Date.now().toString(36)}`;
    await field(page, 'Title').fill(title);
    await page.getByLabel(/Scattered Cloudy/).check();
    await page.reload();
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(page.getByLabel(/Scattered Cloudy/)).toBeChecked();
    await field(page, 'Required file format and resolution').fill('4K video, 20 MP JPG');
    await field(page, 'Estimated price').fill('12.345');
    await field(page, 'Description').fill('Blade inspection of six turbines, with a short report.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText(/positive amount in dollars with at most 2 decimals/),
    ).toBeVisible();
    await field(page, 'Estimated price').fill('3200.5');
    // The day it is needed by (issue 23): optional, shown on the Airwork and its card.
    const neededBy = inDays(await canadianToday(page), 20);
    await field(page, 'Needed by').fill(neededBy);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles(path.join(here, 'fixtures', 'pixel.png'));
    await expect(page.getByTestId('attachment-name')).toHaveText('pixel.png');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/#\/post-payment$/);

    // Step 3: the card form shows only for cards; its preview mirrors what is typed.
    await expect(
      page.getByText('You will not be charged until the Airwork is completed.'),
    ).toBeVisible();
    await expect(field(page, 'Card number')).toHaveCount(0);
    // A newcomer has no default payment method yet: the first choice says what it really is.
    await expect(page.getByLabel('Decide when I approve a pilot')).toBeChecked();
    await expect(page.getByText('My default payment method')).toHaveCount(0);
    await page.getByLabel('Debit or credit card').check();
    await field(page, 'Name on card').fill('Mei Chen');
    await page.getByRole('button', { name: /Generate a random test number/ }).click();
    const number = await field(page, 'Card number').inputValue();
    expect(number).toMatch(/^4\d{15}$/);
    await expect(page.getByTestId('card-preview-number')).toHaveText(
      number.replace(/(\d{4})/g, '$1 ').trim(),
    );
    await page.getByLabel(/^Expiry \(mm\/yy\)/).fill('1239');
    await expect(page.getByLabel(/^Expiry \(mm\/yy\)/)).toHaveValue('12/39');
    await field(page, 'Security code').fill('123');
    await expectAccessible(page);
    const sent = page.waitForRequest('**/api/tasks/add');
    await page.getByRole('button', { name: 'Post the Airwork' }).click();
    const body = (await sent).postData() ?? '';
    expect(body).not.toContain(number);
    expect(JSON.parse(body)).toMatchObject({ card: { brand: 'visa', last4: number.slice(-4) } });

    // Step 4: the number, also in the confirmation mail.
    await expect(page.getByRole('heading', { name: 'Your Airwork is posted' })).toBeVisible();
    const tasksId = (await page.getByTestId('airwork-number').textContent())!;
    expect(tasksId).toMatch(/^AW\d{8}$/);
    const mail = await waitForMail(user.email, new RegExp(tasksId));
    expect(mail.text).toContain(title);
    // The spec keeps the Airwork just posted locally: the confirmation without its Id shows it.
    await page.goto('/#/post-confirmation');
    await expect(page.getByTestId('airwork-number')).toHaveText(tasksId);

    // It is on client home and on Home's latest list.
    await page.getByRole('link', { name: 'Back to my home' }).click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByText('1480 Water St')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the attachment' })).toBeVisible();
    await expect(page.getByText('Needed by', { exact: true })).toBeVisible();

    // Edit: the wizard opens prefilled; the saved card is offered again.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/#\/choose-address\?Id=\d+&action=Edit$/);
    await expect(page.getByText('Editing your Airwork')).toBeVisible();
    await expect(page.getByLabel(/^Street address/)).toHaveValue('1480 Water St');
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'Title').fill(`${title} (north site)`);
    await expect(page.getByTestId('attachment-name')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Visa card ending in ${number.slice(-4)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Your changes are saved' })).toBeVisible();
    await page.getByRole('link', { name: 'View the Airwork' }).click();
    await expect(page.getByRole('heading', { name: `${title} (north site)` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the attachment' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('link', { name: `${title} (north site)` })).toBeVisible();
  });

  test('in Chinese, a client posts with the default payment method', async ({ page }) => {
    await signedInUser(page, { prefix: 'wizzh' });
    await page.getByText('中文').first().click();
    await page.goto('/#/choose-address');
    await expect(page.getByRole('heading', { name: '类别和地址' })).toBeVisible();
    await chooseAddress(page, { city: 'Halifax', province: 'Nova Scotia', street: '1 Water St' }, [
      '保险',
    ]);
    await page.getByRole('button', { name: '下一步' }).click();
    const title = `屋顶检查 ${Date.now().toString(36)}`;
    await page.getByLabel(/^标题/).fill(title);
    await page.getByRole('checkbox').first().check();
    await page.getByLabel(/^所需文件格式和分辨率/).fill('JPG');
    await page.getByLabel(/^预估价格/).fill('480');
    await page.getByLabel(/^描述/).fill('检查屋顶和排水沟。');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('任务完成之前不会向您收费。')).toBeVisible();
    await expect(page.getByLabel('批准飞手时再决定')).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: '发布任务' }).click();
    await expect(page.getByRole('heading', { name: '您的任务已发布' })).toBeVisible();
    await expect(page.getByTestId('airwork-number')).toHaveText(/^AW\d{8}$/);
  });

  test('the wizard sends a skipped step back, refuses others, and draws Canada when tiles fail', async ({
    page,
  }) => {
    // Tiles that cannot load: the map falls back to the outline by itself.
    await page.route('**/api/utilities/config', (route) =>
      route.fulfill({
        json: {
          code: 200,
          message: 'common.success',
          result: {
            mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
            mapAttribution: '',
            paymentsSandbox: false,
          },
        },
      }),
    );
    await signedInUser(page, { prefix: 'wizg' });
    await page.goto('/#/post-payment');
    await expect(page).toHaveURL(/#\/choose-address$/);
    await expect(page.getByTestId('place-map')).toHaveAttribute('data-background', 'outline');

    await chooseAddress(
      page,
      { city: 'Regina', province: 'Saskatchewan', street: '2476 Victoria Ave' },
      ['Solar'],
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.goto('/#/post-payment');
    await expect(page).toHaveURL(/#\/post-Airwork$/);

    // No 'generate random' outside the sandbox.
    await fillDetails(page, 'Roof photos');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Debit or credit card').check();
    await expect(field(page, 'Card number')).toBeVisible();
    await expect(page.getByRole('button', { name: /Generate a random/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Post the Airwork' }).click();
    await expect(page.getByText('Please input the name on the card')).toBeVisible();
    await expect(page).toHaveURL(/#\/post-payment$/);

    // Someone else's Airwork cannot be edited; a pilot cannot open the wizard.
    const id = await someoneElsesAirwork(page);
    await page.goto(`/#/choose-address?Id=${id}&action=Edit`);
    await expect(page.getByText('This Airwork can no longer be changed.')).toBeVisible();
    const pilot = await registeredUser(page, { role: 1, prefix: 'wizp' });
    await forgetSignIn(page);
    await logIn(page, pilot.username, pilot.password);
    await page.goto('/#/choose-address');
    await expect(page).not.toHaveURL(/choose-address/);
  });
});
