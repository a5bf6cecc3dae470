import { gzipSync } from 'node:zlib';
import { expect, registeredUser, test } from './fixtures';
import { postAirwork, tokenOf } from './api-helpers';

/**
 * Everything Home loads on a phone until the network settles, JavaScript and CSS, gzipped at
 * level 9: issue 22's budget, 170 KB (164 KB when it was set here; React, the router and
 * queries alone are 107 KB). The bench (`npm run bench -- --only=pages`) reports it too;
 * `npm run check:budget` counts the scripts index.html names.
 */
const HOME_LOAD_BUDGET_BYTES = 170 * 1024;

test.describe("Home's first load", () => {
  test('stays within its budget, and loads the server’s messages only when the reader reaches for a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const loaded = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => undefined);
      if (body) loaded.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500); // idle callbacks included
    const total = [...loaded.values()].reduce((sum, n) => sum + n, 0);
    const report = [...loaded]
      .sort((a, b) => b[1] - a[1])
      .map(([file, n]) => `${(n / 1024).toFixed(1).padStart(7)} KB ${file}`)
      .join('\n');
    expect(total, `Home loaded ${(total / 1024).toFixed(1)} KB:\n${report}`).toBeLessThanOrEqual(
      HOME_LOAD_BUDGET_BYTES,
    );
    const messageTexts = () => [...loaded.keys()].filter((f) => /\/en-messages-/.test(f));
    expect(messageTexts()).toEqual([]);
    await page.getByRole('link', { name: 'Solar', exact: true }).hover();
    await expect.poll(messageTexts).toHaveLength(1);
  });
});

test.describe("a screen's texts", () => {
  test('come with its code: the Airwork list loads its own words, not the other screens’', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/#/Airwork-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = scripts.join('\n');
    expect(loaded).toContain('"search.sort"'); // its own, in the chunk that shows it
    // Other screens' words stay with their code: registering, the wizard, an admin's tools.
    for (const elsewhere of [
      'register.title_client',
      'wizard.step_details',
      'admin.verify_title',
    ]) {
      expect(loaded).not.toContain(`"${elsewhere}"`);
    }
  });
});

test.describe('a screen opened from a link', () => {
  test('Airwork-details asks for its Airwork beside its code, not after it, and only once', async ({
    page,
    browser,
  }) => {
    const client = await registeredUser(page, { role: 2, prefix: 'early' });
    const { token } = await tokenOf(page, client.username, client.password);
    const title = `Early${Date.now().toString(36)} roof survey`;
    const { id } = await postAirwork(page, token, { title });

    // A visitor with nothing cached; the screen's code is held back 800 ms on its way.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    let released = false;
    await visitor.route(/\/assets\/airwork-details-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      released = true;
      await route.continue();
    });
    const asked: { body: string | null; beforeCode: boolean }[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/tasks/getTaskById')
        asked.push({ body: request.postData(), beforeCode: !released });
    });
    await visitor.goto(`/#/Airwork-details?Id=${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(asked).toEqual([{ body: JSON.stringify({ taskId: id }), beforeCode: true }]);
    await context.close();
  });
});
