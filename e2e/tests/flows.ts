import type { Page } from '@playwright/test';
import { expect, field } from './fixtures';

// Steps several journeys walk through the same way.

/** Step 1: categories, a Canadian city from the suggestions, the street. */
export async function chooseAddress(
  page: Page,
  place: { city: string; province: string; street: string },
  categories: string[],
) {
  const picker = page.getByRole('combobox', { name: /Service categories|服务类别/ });
  for (const name of categories) {
    await picker.click();
    await page.getByRole('option', { name }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /City or address|城市或地址/ }).fill(place.city);
  await page
    .getByRole('option', { name: `${place.city}, ${place.province}` })
    .first()
    .click();
  await page.getByLabel(/^(Street address|街道地址)/).fill(place.street);
}

/** Step 2 with valid answers. */
export async function fillDetails(page: Page, title: string) {
  await field(page, 'Title').fill(title);
  await page.getByLabel(/Sunny/).check();
  await field(page, 'Required file format and resolution').fill('JPG');
  await field(page, 'Estimated price').fill('480');
  await field(page, 'Description').fill('Photos of the roof and the gutters.');
}

/** The site's forecast as the server relays it (no weather service is reachable from tests). */
export async function calmForecast(page: Page, today: string) {
  const start = new Date(`${today}T12:00:00Z`).getTime();
  const days = Array.from({ length: 16 }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      min: -4,
      max: 2,
      cloudCover: i === 3 ? 90 : 20,
      windSpeed: i === 3 ? 48 : 14,
      windGusts: 22,
      precipitation: 0,
      precipitationProbability: 5,
      sunrise: `${date}T07:20`,
      sunset: `${date}T16:45`,
      weatherCode: 1,
    };
  });
  await page.route('**/api/utilities/weather', async (route) => {
    const { date } = route.request().postDataJSON() as { date: string };
    await route.fulfill({
      json: {
        code: 200,
        message: '',
        result: { date, day: days.find((d) => d.date === date) ?? null, week: days.slice(0, 7) },
      },
    });
  });
  return days;
}

/** Clicks the star labelled `stars` (Mantine's rating keeps its radios out of sight). */
export async function chooseStars(page: Page, stars: number) {
  await dismissToasts(page);
  const id = await page.getByRole('radio', { name: String(stars), exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/**
 * Waits for the toasts to go, as a user does when one covers what they want to click. Toasts
 * wait while the pointer rests on them, and Playwright's pointer may rest there: it moves away.
 */
export async function dismissToasts(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/** Picks a day on the setup-schedule calendar (turning to its month when needed). */
export async function pickDay(page: Page, date: string) {
  const label = await page.evaluate(
    (d) =>
      new Date(`${d}T12:00:00`).toLocaleDateString('en-CA', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
    date,
  );
  // The calendar may show another month than today's (one turned to earlier on the page), and
  // a day of the months either side may be in it: turn to the day's own month.
  const monthOf = (d: Date) => d.toLocaleDateString('en-CA', { month: 'long', year: 'numeric' });
  const wanted = monthOf(new Date(`${date}T12:00:00`));
  const shown = page.getByRole('button', { name: 'Choose a month' });
  for (let turns = 0; turns < 12; turns++) {
    const now = (await shown.textContent()) ?? '';
    if (now === wanted) break;
    const later = new Date(`${date}T12:00:00`) > new Date(`1 ${now} 12:00`);
    await page.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
  }
  await expect(shown).toHaveText(wanted);
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** A calendar day as the mails write it in English ("Tue, Dec 1, 2026"), for matching them. */
export function mailDay(day: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
