import { expect, expectAccessible, signedInUser, test } from './fixtures';

test.describe('web shell', () => {
  test('switching to Chinese shows Chinese on the page and is remembered', async ({ page }) => {
    const chinese: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/zh-[\w-]+\.js$/.test(r.url())) chinese.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Drone service for every industry',
    );
    // An English reader's page does not download the Chinese texts, idle time included…
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    expect(chinese).toEqual([]);
    // …until the reader reaches for the switch.
    await page.getByText('中文').hover();
    await expect.poll(() => chinese.length).toBe(1);
    await page.getByText('中文').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('为各行各业提供无人机服务');
    await expect(page.getByRole('link', { name: '太阳能' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('languagesId'))).toBe('2');
    await page.reload();
    await expect(page.getByRole('button', { name: '免费加入' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('Chinese texts that do not arrive leave the page in English, saying so', async ({
    page,
  }) => {
    await page.route(/\/assets\/zh-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByText('中文').click();
    await expect(page.getByText('The texts in this language could not be loaded')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Drone service for every industry',
    );
    // Not remembered: the next visit does not start in a language that cannot load.
    expect(await page.evaluate(() => localStorage.getItem('languagesId'))).not.toBe('2');
  });

  test("a screen whose code does not arrive says so, with a way on, in the page's layout", async ({
    page,
  }) => {
    await page.route(/\/assets\/login-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/#/login');
    await expect(
      page.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute(/\/assets\/login-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('sends Accept-Language with every call', async ({ page }) => {
    await page.goto('/');
    await page.getByText('中文').click();
    // The switch is done (and remembered) once the Chinese texts are in and shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('为各行各业提供无人机服务');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/category/get'));
    await page.reload();
    expect((await request).headers()['accept-language']).toMatch(/^zh/);
  });

  test('the hero search remembers city and keyword and opens the Airwork list', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'City, postcode or location' }).fill('Toronto');
    await page.getByRole('textbox', { name: 'Keyword, e.g. roof inspection' }).fill('roof');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/#\/Airwork-list$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('citySearch'),
        localStorage.getItem('keywords'),
      ]),
    ).toEqual(['Toronto', 'roof']);
  });

  test('shows the eight category tiles and a not-found page for unknown routes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('a[href*="Airwork-list?categoryId="]')).toHaveCount(8);
    await page.goto('/#/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('answers what browsers and crawlers ask for on their own: the icon and robots.txt', async ({
    request,
  }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/icon/);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
  });

  test('the marketplace does not advertise the classifieds demo, whose routes still work', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(footer.locator('a[href*="search"]')).toHaveCount(0);
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    const faq = page.getByRole('main');
    await expect(faq.getByText(/classified|premium|\bads?\b/i)).toHaveCount(0);
    await expect(
      faq.getByRole('button', { name: 'How do I become a pilot on Airwork?' }),
    ).toBeVisible();
    await page.getByText('中文').first().click();
    await expect(faq.getByText(/广告/)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/faq-desktop-zh.png' });
    // The spec's demo routes still answer.
    await page.goto('/#/search');
    await expect(page).toHaveURL(/#\/search/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });

  test('at 375 px the account strip shows the open screen and that there is more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInUser(page, { prefix: 'strip' });
    await page.goto('/#/client-notification');
    const strip = page.getByRole('navigation', { name: 'Account navigation' }).last();
    const open = strip.getByRole('link', { name: 'Notification' });
    await expect(open).toHaveAttribute('aria-current', 'page');
    // In view, whole, not cut at the edge (issue 46).
    await expect(async () => {
      const box = (await open.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }).toPass();
    // The strip says it scrolls: faded at an end with more beyond it.
    const scroller = page.locator('[data-more-after], [data-more-before]');
    await expect(scroller).toHaveCount(1);
    await page.screenshot({ path: 'test-results/strip-375-en.png' });
  });

  test('works at 375 px: the menu opens from the burger', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Join for FREE' }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });

  for (const path of [
    '/',
    '/#/login',
    '/#/register?role=2',
    '/#/forgot-password',
    '/#/sign-up-as',
    '/#/search',
    '/#/faq',
    '/#/terms-conditions',
  ]) {
    test(`has no serious accessibility violations at ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }
});
