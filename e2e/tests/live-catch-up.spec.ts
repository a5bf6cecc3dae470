import type { Page } from '@playwright/test';
import { api, scheduledAirwork, tokenOf } from './api-helpers';
import { expect, field, test } from './fixtures';

// Live events are not sent again (the server keeps none). One tab of a user reads the stream
// for all of them; when it closes, another takes the stream over, and what happened between
// the two streams is read anew, not lost.

const messagesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages, \d+ unread$/ });

test.describe('live events', () => {
  test('a tab that takes the stream over shows what happened while no stream was open', async ({
    browser,
  }) => {
    const { page, pilotAuth, airwork } = await scheduledAirwork(browser);
    const client = await tokenOf(page, airwork.client.username, airwork.client.password);
    const context = await browser.newContext();
    const first = await context.newPage();
    // Kept logged in: the session is the whole browser's, every tab's.
    await first.goto('/#/login');
    await field(first, 'Username').fill(airwork.client.username);
    await field(first, 'Password').fill(airwork.client.password);
    await first.getByRole('checkbox', { name: 'Keep me logged in' }).check();
    await first.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(first).toHaveURL(/#\/client-home$/);
    const second = await context.newPage();
    await second.goto('/#/client-home');
    await expect(messagesLink(second)).toHaveAccessibleName('Messages, 0 unread');

    // The second tab's stream waits at a gate, so that for a while no stream is open at all.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let held = 0;
    await context.route('**/api/events', async (route) => {
      held += 1;
      await gate;
      await route.continue();
    });
    await second.waitForTimeout(1_500);
    await first.close();
    await expect.poll(() => held).toBe(1);
    await api(page, pilotAuth.token, '/api/messages/send', {
      taskId: airwork.id,
      toUserId: client.id,
      text: 'The flight is on for this afternoon.',
    });
    await second.waitForTimeout(500);
    await expect(messagesLink(second)).toHaveAccessibleName('Messages, 0 unread');
    open();
    await expect(messagesLink(second)).toHaveAccessibleName('Messages, 1 unread');
  });
});
