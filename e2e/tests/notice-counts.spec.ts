import { api, postAirwork, tokenOf, verifiedPilot } from './api-helpers';
import { expect, signedInUser, test, sessionToken } from './fixtures';

// The sidebar and the bell say the same number (issue 46, finding 11): the sidebar's
// Notification badge counted waiting proposals while the bell counted unread notices, so one
// said 4 where the other said 3. Both count unread notices now, and move together.

test('the sidebar and the bell count the same unread notices, and clear together', async ({
  page,
  browser,
}) => {
  await signedInUser(page, { prefix: 'nc' });
  const token = (await sessionToken(page))!;
  const { id } = await postAirwork(page, token, {
    title: `Counted${Date.now().toString(36)} roof`,
  });
  const { page: pilotPage, pilot } = await verifiedPilot(browser);
  const pilotAuth = await tokenOf(pilotPage, pilot.username, pilot.password);
  await api(pilotPage, pilotAuth.token, '/api/tasks/apply', { taskId: id, note: 'Ready.' });

  await page.goto('/#/client-home');
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Account navigation' }).first();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(nav.getByRole('link', { name: /Notification\s*1$/ })).toBeVisible();

  // All read from the bell: the sidebar follows at once, though the proposal still waits.
  await bell.click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  await expect(nav.getByRole('link', { name: /^Notification$/ })).toBeVisible();
  await page.goto(`/#/airwork-proposals?Id=${id}`);
  await expect(page.getByRole('article')).toHaveCount(1);
});
