import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * Any text key of the interface, standing alone: a key shows as itself when its text is not
 * loaded (each module carries its own texts since issue 22), so one on screen is a text lost.
 */
const RAW_KEY = (() => {
  const dir = path.resolve(import.meta.dirname, '../../apps/web/src/i18n');
  const keys = ['en.json', 'en-messages.json', 'en-screens.json'].flatMap((name) =>
    Object.keys(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as object),
  );
  const escaped = keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\w.])(?:${escaped.join('|')})(?![\\w.])`, 'g');
})();

/** The text keys shown as themselves on any open page of the test's browser. */
async function rawKeysShown(browser: Browser): Promise<string[]> {
  const pages = browser.contexts().flatMap((c) => c.pages());
  const texts = await Promise.all(
    pages.map((p) =>
      p
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => ''),
    ),
  );
  return texts.flatMap((text) => text.match(RAW_KEY) ?? []);
}

export const test = base.extend<{
  closeOwnContexts: void;
  noRawTextKeys: void;
  noPolicyViolations: void;
}>({
  // global-setup chose the port; every test talks to that server.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // Journeys open extra browsers (a second user, API set-ups) with browser.newContext(); they
  // are closed when the test ends (after its failure screenshots), so no signed-in page keeps
  // running — and streaming live events — through the rest of the suite.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
  // Every journey ends with no screen showing a text key in place of its text.
  noRawTextKeys: [
    async ({ browser, page }, use, testInfo) => {
      void page; // torn down before the journey's page closes
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(await rawKeysShown(browser), 'text keys shown instead of texts').toEqual([]);
    },
    { auto: true },
  ],
  // Every journey's pages break none of the page's own Content Security Policy: a violation is
  // a script, style or eval the product asks for and the browser refuses (zod's eval probe was
  // one on every signed-in screen), or a hole someone would be tempted to open in the policy.
  noPolicyViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      await context.exposeBinding('__airworkPolicyViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (globalThis as unknown as Record<string, (text: string) => void>)
            .__airworkPolicyViolation;
          report?.(`${e.violatedDirective} ${e.blockedURI} at ${e.documentURI}`);
        });
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A form control by its visible label, ignoring the required-field asterisk. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

let n = 0;
export function newUser(prefix: string) {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return {
    username: `${prefix}_${id}`,
    firstName: 'Maple',
    lastName: 'Leaf',
    email: `${prefix}.${id}@example.com`,
    mobile: `+1604${String(Date.now()).slice(-5)}${String(n).padStart(2, '0')}`,
    password: 'flying high 2026',
  };
}

export type NewUser = ReturnType<typeof newUser>;

function uniqueLetters(): string {
  const digits = `${Date.now().toString(36)}${n}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return digits.charAt(0).toUpperCase() + digits.slice(1);
}

export async function fillRegisterForm(page: Page, user: NewUser): Promise<void> {
  await field(page, 'Username').fill(user.username);
  await field(page, 'First name').fill(user.firstName);
  await field(page, 'Last name').fill(user.lastName);
  await field(page, 'Phone number').fill(user.mobile);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

/** An account made through the API (not the screens), for journeys that only need a user. */
export async function registeredUser(
  page: Page,
  options: { role?: 1 | 2; hideAtAds?: 0 | 1; prefix?: string; uniqueName?: boolean } = {},
): Promise<NewUser> {
  const user = newUser(options.prefix ?? 'user');
  // Letters only (a name's rule), unique: for rows an admin must find among other runs' users.
  if (options.uniqueName) user.firstName = `Maple${uniqueLetters()}`;
  const reply = await page.request.post('/api/member/register', {
    data: {
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      mobile: user.mobile,
      encrypt_password: user.password,
      role_id: options.role ?? 2,
      hideAtAds: options.hideAtAds ?? 0,
    },
  });
  expect(((await reply.json()) as { success: boolean }).success).toBe(true);
  return user;
}

/** A client made through the API and signed in through the login screen. */
export async function signedInUser(
  page: Page,
  options: { hideAtAds?: 0 | 1; prefix?: string } = {},
): Promise<NewUser> {
  const user = await registeredUser(page, { ...options, role: 2 });
  await logIn(page, user.username, user.password);
  await expect(page).toHaveURL(/#\/client-home$/);
  return user;
}

/** The signed-in user's bearer token, as every tab of the browser shares it (issue 46). */
export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** Forgets the sign-in in this browser (not on the server): the next page asks to log in. */
export async function forgetSignIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of ['token', 'userInfo', 'userRole']) localStorage.removeItem(key);
    sessionStorage.clear();
  });
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
}

/** axe's WCAG 2 A/AA rules: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject matches, as delivered over SMTP; waits up to 15 s. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const raw = await readFile(process.env.E2E_MAIL_FILE!, 'utf8').catch(() => '');
    const found = raw
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ReceivedMail)
      .filter((m) => m.to === to && subject.test(m.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The WCAG contrast of two computed colours (`rgb(…)` / `rgba(…)`, opaque). */
function contrastOf(fore: string, back: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The contrast of an element's text against white, from its computed colour. axe leaves out
 * some text (it passed a 3.3:1 link that CI once caught under the pointer); this reads it.
 */
export async function contrastOnWhite(locator: Locator): Promise<number> {
  return contrastOf(
    await locator.evaluate((el) => getComputedStyle(el).color),
    'rgb(255, 255, 255)',
  );
}

/**
 * The contrast of an element's text against the background it is drawn on: its own, or the
 * nearest one behind it (white when none is set). For text on a tint (a badge), where axe
 * does not always measure it.
 */
export async function contrastOnOwnBackground(locator: Locator): Promise<number> {
  const [fore, back] = await locator.evaluate((el) => {
    let at: Element | null = el;
    while (at) {
      const bg = getComputedStyle(at).backgroundColor;
      if (bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg))
        return [getComputedStyle(el).color, bg];
      at = at.parentElement;
    }
    return [getComputedStyle(el).color, 'rgb(255, 255, 255)'];
  });
  return contrastOf(fore, back);
}

/**
 * Sums the page's layout shifts as Lighthouse counts them (none right after input), from the
 * first frame of every document the page loads from now on; `layoutShift` reads the sum.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}

/** Holds every answer of the API call at `path` back by `ms`: a slow phone network. */
export async function slowCall(page: Page, path: string, ms = 1500): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}
