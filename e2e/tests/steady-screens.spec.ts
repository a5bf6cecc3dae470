import { api, postAirwork, tokenOf, verifiedPilot } from './api-helpers';
import {
  expect,
  layoutShift,
  logIn,
  registeredUser,
  sessionToken,
  signedInUser,
  slowCall,
  test,
  watchLayoutShift,
} from './fixtures';

// Issue 46, "Speed on a phone": the main screens keep still while their data comes over a slow
// network (Lighthouse's CLS ≤ 0.05). Each screen is loaded fresh, as Lighthouse loads it, on a
// phone, with the call its content waits for held back; what was drawn before must not move.

test.use({ viewport: { width: 375, height: 740 } });

test('the Airwork list keeps still while the Airworks come: the footer waits below the fold', async ({
  page,
}) => {
  const client = await registeredUser(page, { prefix: 'steadylist', role: 2 });
  const { token } = await tokenOf(page, client.username, client.password);
  await postAirwork(page, token);
  await slowCall(page, '/api/tasks/searchTasks');
  await watchLayoutShift(page);
  await page.goto('/#/Airwork-list');
  await expect(page.locator('article').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});

test("the client home keeps still while the client's Airworks come", async ({ page }) => {
  await signedInUser(page, { prefix: 'steadyhome' });
  const token = (await sessionToken(page))!;
  await postAirwork(page, token, { title: 'A steady home for a roof survey' });
  await slowCall(page, '/api/client/lists');
  await watchLayoutShift(page);
  await page.goto('about:blank');
  await page.goto('/#/client-home');
  await expect(page.getByText('A steady home for a roof survey')).toBeVisible();
  await expect(page.getByText('How your Airworks get done')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});

test('the notices keep still while they come: the proposals under them wait for them', async ({
  page,
  browser,
}) => {
  // Two proposals: two notices above, two proposals below them.
  const client = await registeredUser(page, { prefix: 'steadynotes', role: 2 });
  const { token } = await tokenOf(page, client.username, client.password);
  const { page: pilotPage, pilot } = await verifiedPilot(browser);
  const pilotAuth = await tokenOf(pilotPage, pilot.username, pilot.password);
  for (const title of ['A steady roof', 'A steady barn']) {
    const airwork = await postAirwork(page, token, { title });
    await api(pilotPage, pilotAuth.token, '/api/tasks/apply', { taskId: airwork.id });
  }
  await logIn(page, client.username, client.password);
  await expect(page).toHaveURL(/#\/client-home$/);
  await slowCall(page, '/api/notifications/list');
  await watchLayoutShift(page);
  await page.goto('about:blank');
  await page.goto('/#/client-notification');
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByText(/A steady barn/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proposals' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});
