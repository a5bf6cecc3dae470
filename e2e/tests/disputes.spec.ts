import { api, deliverResult, fixtureFile, scheduledAirwork, tokenOf } from './api-helpers';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/server/src/test/pdf-text';
import { expect, expectAccessible, field, logIn, test, waitForMail } from './fixtures';

/** Presses a download button and reads the PDF that comes. */
async function pdfOf(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return pdfText(await readFile(await download.path()));
}

// Settle it fairly (issue 25): a client disputes a resubmission they still find wanting, the
// pilot answers with a file, an admin splits the money 60/40 from the queue, and both sides
// read the decision.

test.describe('disputes', () => {
  test('a client disputes a rejected resubmission, the pilot answers, an admin splits 60/40', async ({
    browser,
  }) => {
    const { page, pilot, pilotAuth, airwork } = await scheduledAirwork(browser);
    const photo = {
      name: 'DJI_0042.JPG',
      type: 'image/jpeg',
      buffer: await fixtureFile('roof-geotagged.jpg'),
    };
    await deliverResult(page, pilotAuth.token, airwork.id, photo);
    await api(page, pilotAuth.token, '/api/tasks/completeOrder', {
      taskId: airwork.id,
      comments: 'Every slope photographed.',
    });
    const client = await tokenOf(page, airwork.client.username, airwork.client.password);
    await api(page, client.token, '/api/messages/send', {
      taskId: airwork.id,
      toUserId: pilotAuth.id,
      text: 'Please include the north slope; it is where the leak is.',
    });
    await api(page, client.token, '/api/tasks/rejectOrder', {
      taskId: airwork.id,
      comments: 'The north slope is missing.',
    });
    await api(page, pilotAuth.token, '/api/tasks/completeOrder', {
      taskId: airwork.id,
      comments: 'Sent again as it was.',
    });

    // The client opens a dispute from the Airwork's details.
    const clientPage = await (await browser.newContext()).newPage();
    await logIn(clientPage, airwork.client.username, airwork.client.password);
    await expect(clientPage).toHaveURL(/#\/client-home$/);
    await clientPage.goto(`/#/Airwork-details?Id=${airwork.id}`);
    await clientPage.getByRole('link', { name: 'Something wrong? Open a dispute' }).click();
    await expect(clientPage.getByRole('heading', { name: 'Dispute' })).toBeVisible();
    await expect(
      clientPage.getByText('While the dispute is open the Airwork stands still'),
    ).toBeVisible();
    await clientPage.getByRole('button', { name: 'Open the dispute' }).click();
    await expect(clientPage.getByText('Please choose a reason.')).toBeVisible();
    await field(clientPage, 'Reason').selectOption({ label: 'Not as described' });
    await field(clientPage, 'What happened').fill(
      'The north slope is still missing after I sent it back.',
    );
    await expectAccessible(clientPage);
    await clientPage.getByRole('button', { name: 'Open the dispute' }).click();
    await expect(clientPage.getByText('By the client,')).toBeVisible();
    await expect(
      clientPage.getByText('The north slope is still missing after I sent it back.'),
    ).toBeVisible();
    await waitForMail(pilot.email, /A dispute was opened on Airwork/);

    // The pilot answers with a file, from the details' notice.
    const pilotPage = page;
    await logIn(pilotPage, pilot.username, pilot.password);
    await expect(pilotPage).toHaveURL(/#\/pilot-home$/);
    await pilotPage.goto(`/#/Airwork-details?Id=${airwork.id}`);
    await expect(pilotPage.getByText('In dispute').first()).toBeVisible();
    await pilotPage.getByRole('link', { name: 'View the dispute' }).click();
    await field(pilotPage, 'Add to the dispute').fill(
      'The north slope is in photo 42, at full size.',
    );
    await pilotPage.locator('input[type=file]').setInputFiles({
      name: 'north-slope.jpg',
      mimeType: 'image/jpeg',
      buffer: await fixtureFile('roof-geotagged.jpg'),
    });
    const addButton = pilotPage.getByRole('button', { name: 'Add statement' });
    await expect(addButton).toBeEnabled();
    await addButton.click();
    await expect(pilotPage.getByRole('link', { name: 'north-slope.jpg' })).toBeVisible();

    // An admin decides from the queue: 60 % of $1,130 to the pilot.
    const adminPage = await (await browser.newContext()).newPage();
    await logIn(adminPage, 'e2e_admin', 'e2e-admin-password');
    await expect(adminPage).toHaveURL(/#\/admin-home$/);
    await adminPage.getByRole('link', { name: 'Disputes' }).click();
    await expect(adminPage.getByRole('heading', { name: 'Disputes' })).toBeVisible();
    await adminPage.getByRole('link', { name: new RegExp(airwork.title) }).click();
    await expect(
      adminPage.getByText('The north slope is in photo 42, at full size.'),
    ).toBeVisible();
    // The record and, when asked for, the conversation, on the dispute screen itself.
    const record = adminPage.getByRole('region', { name: 'Record' });
    await expect(record.getByText('Dispute opened')).toBeVisible();
    await expect(record.getByText('“The north slope is missing.”')).toBeVisible();
    await adminPage.getByRole('button', { name: 'Show the conversation' }).click();
    const talk = adminPage.getByRole('list', { name: 'Messages of this conversation' });
    await expect(
      talk.getByText('Please include the north slope; it is where the leak is.'),
    ).toBeVisible();
    await expect(talk.getByText('Client', { exact: true })).toBeVisible();
    // The results, previewed on the dispute screen itself.
    await expect(adminPage.getByRole('img', { name: 'DJI_0042.JPG' })).toBeVisible();
    await adminPage.getByRole('radio', { name: 'Split between the two' }).check();
    await field(
      adminPage,
      'Charged to the client for the pilot \\(of \\$1,130.00 held, tax included\\)',
    ).fill('678');
    await field(adminPage, 'Reason for the decision').fill(
      'Most slopes were delivered; the north slope was not. The pilot is paid for 60 %.',
    );
    await expectAccessible(adminPage);
    await adminPage.getByRole('button', { name: 'Decide' }).click();
    await expect(
      adminPage.getByText(
        '$678.00 will be charged to the client — the pilot’s share of it goes to their balance — and $452.00 goes back to the client.',
      ),
    ).toBeVisible();
    await adminPage.getByRole('button', { name: 'Confirm the decision' }).click();
    await expect(
      adminPage.getByText(
        'Charged: $678.00, of which the pilot’s share $600.00 · released to the client: $452.00',
      ),
    ).toBeVisible();
    await adminPage.getByRole('link', { name: 'All disputes' }).click();
    await expect(adminPage.getByRole('heading', { name: 'Disputes' })).toBeVisible();
    // Decided, it left the queue for the decided list.
    await adminPage.getByText('Decided', { exact: true }).click();
    await expect(adminPage.getByRole('link', { name: new RegExp(airwork.title) })).toBeVisible();
    await adminPage.getByText('Open', { exact: true }).click();
    await expect(adminPage.getByRole('link', { name: new RegExp(airwork.title) })).toHaveCount(0);

    // Both sides read the decision.
    for (const who of [clientPage, pilotPage]) {
      await who.reload();
      await expect(who.getByText('Split between the two')).toBeVisible();
      await expect(
        who.getByText(
          'Charged: $678.00, of which the pilot’s share $600.00 · released to the client: $452.00',
        ),
      ).toBeVisible();
      await expect(who.getByText(/The pilot is paid for 60 %/)).toBeVisible();
      await expect(who.getByRole('button', { name: 'Add statement' })).toHaveCount(0);
    }
    await waitForMail(airwork.client.email, /Dispute decided on Airwork .*: split/);

    // Each downloads their paper: the client's receipt in English, the pilot's statement in
    // Chinese — $678.00 charged in Ontario is $600.00 before tax and $78.00 of HST.
    const receipt = await pdfOf(clientPage, 'Download receipt (PDF)');
    expect(receipt).toMatch(/Price before tax\s*\$600\.00/);
    expect(receipt).toMatch(/HST 13%\s*\$78\.00/);
    expect(receipt).toMatch(/Total charged\s*\$678\.00/);
    expect(receipt).toMatch(/Released to the client, not charged\s*\$452\.00/);
    await pilotPage.getByText('中文').first().click();
    const payout = await pdfOf(pilotPage, '下载收入结算单（PDF）');
    expect(payout).toContain('收入结算单');
    expect(payout).toMatch(/向客户扣款金额（含税）\s*CA\$678\.00/);
    // What was earned, to be paid out: nothing says it was paid before a payout is (issue 48).
    expect(payout).toMatch(/您的应得金额（待付给您）\s*CA\$600\.00/);
    expect(payout).not.toContain('支付给您');

    // The client's Payment screen lists the charge, with the year's total and the receipt.
    await clientPage.goto('/#/client-payment');
    const charged = clientPage.getByRole('region', { name: 'Charged, with receipts' });
    await expect(charged.getByText(/Airworks: 1/)).toBeVisible();
    await expect(charged.getByText('$678.00').first()).toBeVisible();
    await expect(charged.getByRole('button', { name: 'Download receipt (PDF)' })).toBeVisible();
    // The held money's row says what was charged and what was released (issue 48).
    await expect(clientPage.getByText('$452.00 released to you, not charged')).toBeVisible();
    await expectAccessible(clientPage);
    await clientPage.screenshot({
      path: 'test-results/client-payment-split-en.png',
      fullPage: true,
    });
    await clientPage.setViewportSize({ width: 375, height: 740 });
    await clientPage.screenshot({
      path: 'test-results/client-payment-split-375.png',
      fullPage: true,
    });
    await pilotPage.goto(`/#/airwork-dispute?Id=${airwork.id}`);
    await expect(pilotPage.getByText(/其中飞手应得/)).toBeVisible();
    await pilotPage.screenshot({ path: 'test-results/dispute-decided-zh.png', fullPage: true });
  });
});
