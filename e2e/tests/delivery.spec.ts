import {
  api,
  canadianToday,
  deliverResult,
  heldAirwork,
  postAirwork,
  scheduledAirwork,
  tokenOf,
  verifiedPilot,
} from './api-helpers';
import type { Page } from '@playwright/test';
import {
  contrastOnWhite,
  expect,
  expectAccessible,
  field,
  logIn,
  registeredUser,
  signedInUser,
  test,
  waitForMail,
} from './fixtures';
import { calmForecast, chooseStars, mailDay, pickDay } from './flows';

// Deliver and close, the pilot's scheduling: from the details' Set schedule through the site's
// week, a day chosen against the forecast, to the confirmation and its mail.

test.describe('deliver and close', () => {
  test('a pilot schedules the flight against the site forecast', async ({ browser }) => {
    const { page, pilot } = await verifiedPilot(browser);
    const { token } = await tokenOf(page, pilot.username, pilot.password);
    // Needed by tomorrow: a later flight day warns (issue 23).
    const tomorrow = await page.evaluate(() => {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(
        new Date(),
      );
      const at = new Date(`${day}T00:00:00Z`);
      at.setUTCDate(at.getUTCDate() + 1);
      return at.toISOString().slice(0, 10);
    });
    const airwork = await heldAirwork(browser, token, { neededBy: tomorrow });
    await logIn(page, pilot.username, pilot.password);
    await expect(page).toHaveURL(/#\/pilot-home$/);

    // Without a forecast, the pilot is told plainly and may still go on.
    await page.goto(`/#/Airwork-details?Id=${airwork.id}`);
    await page.getByRole('link', { name: 'Set schedule' }).click();
    await expect(page.getByRole('heading', { name: 'Prepare the flight' })).toBeVisible();
    await expect(page.getByText('We cannot reach the weather service right now.')).toBeVisible();
    // The sky the client asked for, beside it (issue 46).
    await expect(page.getByTestId('client-sky')).toContainText(
      'Scattered Cloudy (up to 50% cloudy)',
    );

    const today = await canadianToday(page);
    const days = await calmForecast(page, today);
    await page.reload();
    const week = page.getByRole('table', { name: 'Cloud cover and wind at the site, next 7 days' });
    await expect(week).toBeVisible();
    await expect(week.getByRole('row', { name: /Wind km\/h/ })).toContainText('48');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose the flight day' })).toBeVisible();
    await expect(page.getByText('No flight days yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

    // A day of the month before the one shown, chosen there, stays readable (it was grey on
    // blue). Two months on, that month's first row starts with such days unless it starts on
    // a Monday; then a later month's does — two months in a row can start on a Monday
    // (February and March of a common year: from December 2026 it is February and March
    // 2027), never three.
    const firstDay = page.getByRole('table').getByRole('button').first();
    let turns = 0;
    while (turns < 2 || (await firstDay.getAttribute('data-outside')) === null) {
      expect(turns).toBeLessThan(4);
      await page.getByRole('button', { name: 'Next month' }).click();
      turns += 1;
    }
    const neighbour = page.getByRole('button', {
      name: (await firstDay.getAttribute('aria-label'))!,
      exact: true,
    });
    await neighbour.click();
    await expect(neighbour).toHaveAttribute('data-outside');
    await expect(neighbour).toHaveAttribute('data-selected');
    await expectAccessible(page);

    // A windy, overcast day is not advised; a calm one in the same week is.
    const pick = (date: string) => pickDay(page, date);
    await pick(days[3]!.date);
    await expect(page.getByRole('alert').filter({ hasText: 'Not advised' })).toContainText(
      'Wind 48 km/h (limit 36 km/h)',
    );
    await page.goto(`/#/setup-schedule?Id=${airwork.id}&number=${airwork.tasksId}`);
    await pick(days[2]!.date);
    const verdict = page.getByRole('alert').filter({ hasText: 'Good to fly' });
    await expect(verdict).toContainText('Cloud cover 20% (this Airwork accepts up to 50%)');
    await expect(verdict).toContainText('Sunrise 07:20, sunset 16:45');
    // Two days on is after the day the client needs the work by: said, and not refused.
    await expect(
      page.getByText(/This day is after .*, the day the client needs the work by/),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Flight scheduled' })).toBeVisible();
    await expect(page.getByText(`Airwork ${airwork.tasksId} is scheduled on`)).toBeVisible();
    await waitForMail(
      pilot.email,
      new RegExp(`Airwork ${airwork.tasksId} is scheduled for ${mailDay(days[2]!.date)}`),
    );
    // Named for where it leads (issue 46): the Airwork, or home.
    await expect(page.getByRole('link', { name: 'Open the Airwork' })).toHaveAttribute(
      'href',
      `#/Airwork-details?Id=${airwork.id}`,
    );
    await page.getByRole('link', { name: 'Go to my home' }).click();
    await expect(page).toHaveURL(/#\/pilot-home$/);

    // The details now say Scheduled, and the calendar lists the day.
    await page.goto(`/#/Airwork-details?Id=${airwork.id}`);
    await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    // The record: the money held, and each step with who took it.
    const record = page.getByRole('region', { name: 'Record' });
    await expect(record).toContainText('Held until completion');
    await expect(record).toContainText('Posted');
    await expect(record).toContainText('Pilot approved');
    await expect(record).toContainText('Flight day set');
    await expect(record).toContainText(`“${days[2]!.date}”`);
    await expectAccessible(page);
    // The dispute link reads at 4.5:1 or more, under the pointer too (CI caught it at 3.3:1).
    const dispute = page.getByRole('link', { name: 'Something wrong? Open a dispute' });
    await dispute.hover();
    expect(await contrastOnWhite(dispute)).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page);
    await page.goto(`/#/setup-schedule?Id=${airwork.id}&number=${airwork.tasksId}`);
    await expect(page.getByRole('list', { name: 'Your flight days' })).toContainText(airwork.title);
  });

  test('the client sees a live toast and a fresh count when a pilot applies, without a reload', async ({
    page,
    browser,
  }) => {
    const client = await signedInUser(page, { prefix: 'lc' });
    const { token } = await tokenOf(page, client.username, client.password);
    const title = `Silo${Date.now().toString(36)} inspection`;
    const airwork = await postAirwork(page, token, {
      title,
      conditions: '3',
      salary: '800',
      description: 'Photos of the silo.',
    });

    const sidebar = page.getByRole('navigation', { name: 'Account navigation' }).first();
    await expect(sidebar.getByRole('link', { name: /^Notification/ })).toBeVisible();
    const { page: pilotPage, pilot } = await verifiedPilot(browser);
    const pilotToken = (await tokenOf(pilotPage, pilot.username, pilot.password)).token;
    await api(pilotPage, pilotToken, '/api/tasks/apply', { taskId: airwork.id });

    await expect(page.getByText(`${title} (${airwork.tasksId}): a pilot applied`)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /^Notification/ })).toContainText('1');
    await expect(page).toHaveURL(/#\/client-home$/);
  });

  test("the client's tabs share one live stream, and another tab takes it over when that one closes", async ({
    page,
    browser,
  }) => {
    // Every stream a tab of this browser opens, by the tab that opened it.
    const streams: Page[] = [];
    page.context().on('request', (r) => {
      if (r.url().endsWith('/api/events')) streams.push(r.frame().page());
    });
    // Streams the server has answered: it subscribes before the answer's headers go out, so an
    // event sent after this hears them (one sent while a stream is still opening would not).
    let answered = 0;
    page.context().on('response', (r) => {
      if (r.url().endsWith('/api/events')) answered += 1;
    });
    const client = await registeredUser(page, { prefix: 'lt' });
    await page.goto('/#/login');
    await field(page, 'Username').fill(client.username);
    await field(page, 'Password').fill(client.password);
    await page.getByRole('checkbox', { name: 'Keep me logged in' }).check();
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/#\/client-home$/);
    const tabs = [page];
    for (let i = 0; i < 2; i += 1) {
      const tab = await page.context().newPage();
      await tab.goto('/#/client-home');
      await expect(
        tab.getByRole('navigation', { name: 'Account navigation' }).first(),
      ).toBeVisible();
      tabs.push(tab);
    }
    const { token } = await tokenOf(page, client.username, client.password);
    const first = await postAirwork(page, token);
    const second = await postAirwork(page, token, { title: `Silo${Date.now().toString(36)}` });
    const { page: pilotPage, pilot } = await verifiedPilot(browser);
    const pilotToken = (await tokenOf(pilotPage, pilot.username, pilot.password)).token;

    await expect.poll(() => answered).toBe(1);
    await api(pilotPage, pilotToken, '/api/tasks/apply', { taskId: first.id });
    for (const tab of tabs) {
      await expect(tab.getByText(`(${first.tasksId}): a pilot applied`)).toBeVisible();
    }
    // Three tabs, one stream (opened before the first event: each tab heard it).
    expect(streams).toHaveLength(1);

    // The tab holding the stream closes: one of the others opens it and hears the next event.
    const holder = streams[0]!;
    await holder.close();
    const others = tabs.filter((tab) => tab !== holder);
    await expect.poll(() => streams.length).toBe(2);
    await expect.poll(() => answered).toBe(2);
    await api(pilotPage, pilotToken, '/api/tasks/apply', { taskId: second.id });
    for (const tab of others) {
      await expect(tab.getByText(`(${second.tasksId}): a pilot applied`)).toBeVisible();
    }
    expect(streams).toHaveLength(2);
  });

  test('both sides rate: stars and comment required, hidden until the other rates', async ({
    browser,
  }) => {
    const { page, pilot, pilotAuth, airwork } = await scheduledAirwork(browser);
    // One small result file through the chunk protocol, then the submission.
    await deliverResult(page, pilotAuth.token, airwork.id, {
      name: 'results.txt',
      type: 'text/plain',
      buffer: Buffer.from('survey results'),
    });
    await api(page, pilotAuth.token, '/api/tasks/completeOrder', {
      taskId: airwork.id,
      comments: 'Done',
    });

    // The client rates the pilot: a missing star or comment is told, nothing is sent.
    const clientPage = await (await browser.newContext()).newPage();
    await logIn(clientPage, airwork.client.username, airwork.client.password);
    await expect(clientPage).toHaveURL(/#\/client-home$/);
    await clientPage.goto(`/#/rating?Id=${airwork.id}&userId=${pilotAuth.id}&ratingType=1`);
    await expect(clientPage.getByRole('heading', { name: /^Rate .+, your pilot$/ })).toBeVisible();
    // Who and what is rated, named (issue 46).
    await expect(clientPage.getByText(`(${airwork.tasksId})`)).toBeVisible();
    await clientPage.getByRole('button', { name: 'Send the rating' }).click();
    await expect(clientPage.getByText('Please choose a rating (1 to 5 stars).')).toBeVisible();
    await expect(clientPage.getByText('Please write a comment.')).toBeVisible();
    await chooseStars(clientPage, 4);
    await clientPage.getByLabel('Your comment').fill('Sharp photos, on time.');
    await expectAccessible(clientPage);
    await clientPage.getByRole('button', { name: 'Send the rating' }).click();
    await expect(clientPage.getByText('“Sharp photos, on time.”')).toBeVisible();
    await expect(
      clientPage.getByText(/The other side's rating shows once they have rated/),
    ).toBeVisible();

    // The pilot rates the client: both ratings show.
    await logIn(page, pilot.username, pilot.password);
    await expect(page).toHaveURL(/#\/pilot-home$/);
    const clientAuth = await tokenOf(clientPage, airwork.client.username, airwork.client.password);
    await page.goto(`/#/rating?Id=${airwork.id}&userId=${clientAuth.id}&ratingType=2`);
    await expect(page.getByRole('heading', { name: /^Rate .+, your client$/ })).toBeVisible();
    await chooseStars(page, 5);
    await page.getByLabel('Your comment').fill('Clear brief, quick answers.');
    await page.getByRole('button', { name: 'Send the rating' }).click();
    await expect(page.getByText('“Sharp photos, on time.”')).toBeVisible();
    await clientPage.reload();
    await expect(clientPage.getByText('“Clear brief, quick answers.”')).toBeVisible();
    // The pilot's public page now quotes the client.
    await clientPage.goto(`/#/pilot-information?Id=${pilotAuth.id}`);
    const said = clientPage.getByRole('region', { name: 'What clients say' });
    await expect(said).toContainText('“Sharp photos, on time.”');
    await expect(said).toContainText(airwork.title);
    // One rating of four stars reads as such, not as "4 / 1" (issue 46).
    await expect(clientPage.getByText('★ 4.0 (1 review)')).toBeVisible();
    await expectAccessible(clientPage);
  });
});
