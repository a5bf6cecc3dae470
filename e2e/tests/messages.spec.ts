import type { Page } from '@playwright/test';
import { api, fixtureFile, postAirwork, tokenOf, verifiedPilot } from './api-helpers';
import { expect, expectAccessible, logIn, signedInUser, test } from './fixtures';
import { dismissToasts } from './flows';

// Client and pilot talk (issue 21): a question before hiring, an answer with a photo, live
// badges and the bell; after approval both see each other's name and phone.

const messagesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages, \d+ unread$/ });
const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });

test.describe('messages', () => {
  test('the client asks the applicant, the applicant answers with a photo, the client approves; both see names and phones', async ({
    page: clientPage,
    browser,
  }) => {
    const client = await signedInUser(clientPage, { prefix: 'mc' });
    const { token } = await tokenOf(clientPage, client.username, client.password);
    const title = `Chimney${Date.now().toString(36)} inspection`;
    const airwork = await postAirwork(clientPage, token, { title });
    const { page: pilotPage, pilot } = await verifiedPilot(browser);
    const pilotAuth = await tokenOf(pilotPage, pilot.username, pilot.password);
    await logIn(pilotPage, pilot.username, pilot.password);
    await expect(pilotPage).toHaveURL(/#\/pilot-home$/);
    await expect(messagesLink(pilotPage)).toHaveAccessibleName('Messages, 0 unread');
    await api(pilotPage, pilotAuth.token, '/api/tasks/apply', { taskId: airwork.id });

    // The client opens the application's conversation and asks a question.
    await clientPage.goto('/#/client-notification');
    const application = clientPage.getByRole('region', { name: title }).getByRole('article');
    await application.getByRole('link', { name: 'Message' }).click();
    await expect(clientPage).toHaveURL(new RegExp(`#/messages\\?Id=${airwork.id}&userId=`));
    await expect(clientPage.getByLabel('Your message')).toBeVisible();
    await expect(
      clientPage.getByRole('link', { name: `${title} (${airwork.tasksId})` }),
    ).toBeVisible();
    await clientPage
      .getByLabel('Your message')
      .fill('Roof access can be arranged with the building super.\nWhen could you fly?');
    await clientPage.getByRole('button', { name: 'Send' }).click();
    await expect(clientPage.getByText('When could you fly?')).toBeVisible();

    // The pilot's badge and bell rise live, without a reload.
    await expect(messagesLink(pilotPage)).toHaveAccessibleName('Messages, 1 unread');
    // Unread: the verdict on the pilot's certificate, and now the message.
    await expect(bell(pilotPage)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(pilotPage).click();
    await expect(pilotPage.getByRole('dialog').getByText(/wrote to you about/)).toBeVisible();
    await pilotPage.keyboard.press('Escape');
    await messagesLink(pilotPage).click();
    const row = pilotPage.getByRole('link', { name: new RegExp(`${title}: 1 unread`) });
    await row.click();
    await expect(pilotPage.getByText('building super.')).toBeVisible();
    await expect(messagesLink(pilotPage)).toHaveAccessibleName('Messages, 0 unread');
    await expect(bell(pilotPage)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(pilotPage.getByRole('region', { name: 'Contact' })).toHaveCount(0);

    // The pilot answers with a photo; the client's open conversation shows it at once.
    await pilotPage
      .getByLabel('Your message')
      .fill('Tuesday morning works. Here is my drone: https://example.com/fleet');
    const chooser = pilotPage.waitForEvent('filechooser');
    await pilotPage.getByRole('button', { name: 'Attach files' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'drone.png',
      mimeType: 'image/png',
      buffer: await fixtureFile('pixel.png'),
    });
    await expect(pilotPage.getByText(/drone\.png ·/)).toBeVisible();
    await pilotPage.getByRole('button', { name: 'Send' }).click();
    await expect(pilotPage.getByRole('img', { name: 'drone.png' })).toBeVisible();
    await expect(clientPage.getByText('Tuesday morning works.', { exact: false })).toBeVisible();
    await expect(clientPage.getByRole('img', { name: 'drone.png' })).toBeVisible();
    const link = clientPage.getByRole('link', { name: 'https://example.com/fleet' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expectAccessible(clientPage);

    // The client approves; from then on both see each other's name and phone.
    await dismissToasts(clientPage);
    await clientPage.goto('/#/client-notification');
    await clientPage
      .getByRole('region', { name: title })
      .getByRole('article')
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expect(clientPage).toHaveURL(/#\/make-payment/);
    await clientPage.goto(`/#/Airwork-details?Id=${airwork.id}`);
    const clientContact = clientPage.getByRole('region', { name: 'Contact' });
    await expect(clientContact).toContainText(`${pilot.firstName} ${pilot.lastName}`);
    await expect(clientContact).toContainText(pilot.mobile);
    await pilotPage.reload();
    const pilotContact = pilotPage.getByRole('region', { name: 'Contact' });
    await expect(pilotContact).toContainText(`${client.firstName} ${client.lastName}`);
    await expect(pilotContact).toContainText(client.mobile);
    await expectAccessible(pilotPage);

    // Looked at: the conversation on a desktop and on a phone, in English and Chinese.
    await pilotPage.screenshot({ path: 'test-results/messages-desktop-en.png', fullPage: true });
    await pilotPage.setViewportSize({ width: 375, height: 800 });
    await expect(pilotPage.getByLabel('Your message')).toBeVisible();
    await pilotPage.screenshot({ path: 'test-results/messages-375-en.png', fullPage: true });
    await pilotPage.setViewportSize({ width: 1280, height: 900 });
    await pilotPage.getByText('中文').first().click();
    await expect(pilotPage.getByLabel('您的消息')).toBeVisible();
    await pilotPage.screenshot({ path: 'test-results/messages-desktop-zh.png', fullPage: true });
    await pilotPage.setViewportSize({ width: 375, height: 800 });
    await pilotPage.screenshot({ path: 'test-results/messages-375-zh.png', fullPage: true });
    await messagesLink(pilotPage)
      .or(pilotPage.getByRole('banner').getByRole('link', { name: /^消息/ }))
      .first()
      .click();
    await pilotPage.screenshot({ path: 'test-results/messages-list-375-zh.png', fullPage: true });
  });

  test('on a phone the composer takes one row and leaves the conversation readable', async ({
    page: clientPage,
    browser,
  }) => {
    await clientPage.setViewportSize({ width: 375, height: 740 });
    const client = await signedInUser(clientPage, { prefix: 'mph' });
    const { token, id: clientId } = await tokenOf(clientPage, client.username, client.password);
    const airwork = await postAirwork(clientPage, token, { title: 'Barn roof survey' });
    const { page: pilotPage, pilot } = await verifiedPilot(browser);
    const pilotAuth = await tokenOf(pilotPage, pilot.username, pilot.password);
    await api(pilotPage, pilotAuth.token, '/api/tasks/apply', { taskId: airwork.id });
    for (let n = 1; n <= 6; n++) {
      const [from, to] = n % 2 ? [token, pilotAuth.id] : [pilotAuth.token, clientId];
      await api(clientPage, from, '/api/messages/send', {
        taskId: airwork.id,
        toUserId: to,
        text: `Question ${n}: how would the light be on the north side at nine?`,
      });
    }
    await clientPage.goto(`/#/messages?Id=${airwork.id}&userId=${pilotAuth.id}`);
    const last = clientPage.getByText('Question 6:', { exact: false });
    await expect(last).toBeVisible();
    // The account strip says where the conversation is: under Messages.
    const strip = clientPage.getByRole('navigation', { name: 'Account navigation' }).last();
    await expect(strip.getByRole('link', { name: /^Messages/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const composer = clientPage
      .locator('form')
      .filter({ has: clientPage.getByLabel('Your message') });
    // It covered about a quarter of a phone's screen; one row is about a tenth.
    const box = (await composer.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(740 * 0.12);
    // The latest message sits above the composer, not under it, once the page has scrolled
    // (a wheel scrolls smoothly: read mid-scroll, the two boxes were taken at different moments).
    await clientPage.mouse.wheel(0, 5000);
    await expect
      .poll(async () => {
        const lastBox = (await last.boundingBox())!;
        return lastBox.y + lastBox.height - (await composer.boundingBox())!.y;
      })
      .toBeLessThanOrEqual(0);
    // It still sends, by its named button.
    await clientPage.getByLabel('Your message').fill('Thanks, nine works.');
    await clientPage.getByRole('button', { name: 'Send' }).click();
    await expect(clientPage.getByText('Thanks, nine works.')).toBeVisible();
    await expect(clientPage.getByRole('button', { name: 'Attach files' })).toBeVisible();
    await expectAccessible(clientPage);
    await clientPage.screenshot({ path: 'test-results/messages-phone-composer-en.png' });
  });

  test('on a phone a burst of messages is one toast that counts them, not a stack', async ({
    page: clientPage,
    browser,
  }) => {
    await clientPage.setViewportSize({ width: 375, height: 740 });
    const client = await signedInUser(clientPage, { prefix: 'mburst' });
    const { token, id: clientId } = await tokenOf(clientPage, client.username, client.password);
    const title = `Silo${Date.now().toString(36)} survey`;
    const airwork = await postAirwork(clientPage, token, { title });
    const { page: pilotPage, pilot } = await verifiedPilot(browser);
    const pilotAuth = await tokenOf(pilotPage, pilot.username, pilot.password);
    await api(pilotPage, pilotAuth.token, '/api/tasks/apply', { taskId: airwork.id });
    await clientPage.goto('/#/client-home');
    await expect(messagesLink(clientPage)).toHaveAccessibleName('Messages, 0 unread');
    const toasts = clientPage.locator('.mantine-Notification-root');
    await dismissToasts(clientPage);

    for (const text of ['On my way.', 'Parked by the gate.', 'Drone is up.']) {
      await api(pilotPage, pilotAuth.token, '/api/messages/send', {
        taskId: airwork.id,
        toUserId: clientId,
        text,
      });
    }
    await expect(messagesLink(clientPage)).toHaveAccessibleName('Messages, 3 unread');
    await expect(toasts.filter({ hasText: `${title}: 3 new messages` })).toBeVisible();
    await expect(toasts).toHaveCount(1);
    await clientPage.screenshot({ path: 'test-results/messages-phone-burst-en.png' });
  });
});
