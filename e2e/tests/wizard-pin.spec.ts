import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInUser, test } from './fixtures';

// The wizard's own example, "100 Queen St W", matches nothing in the offline default (issue 46,
// finding 4): the client is told to search the city, and drags the pin to the site by hand.
// On a phone.

type Point = { latitude: number; longitude: number };
const draftPlace = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('airworkDraft') ?? 'null') as { place: Point | null })
        ?.place ?? null,
  );

test('a client whose street is not found searches the city and drags the pin to the site', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  await signedInUser(page, { prefix: 'pin' });
  await page.goto('/#/choose-address');
  const place = page.getByRole('combobox', { name: 'City or address' });
  await place.fill('100 Queen St W');
  await expect(
    page.getByText('No place in Canada matches what you typed. Search the city or postal code'),
  ).toBeVisible();

  await place.fill('Toronto');
  await page.getByRole('option', { name: 'Toronto, Ontario' }).first().click();
  await page.getByLabel(/^Street address/).fill('100 Queen St W');
  const found = (await draftPlace(page))!;
  const map = page.getByTestId('place-map');
  const pin = map.getByRole('button', { name: /^The site: drag it/ });
  await pin.scrollIntoViewIfNeeded();
  await expect(pin).toBeVisible();
  await expectAccessible(page);

  // Dragged 60 px to the right and 40 px down: the site moves east and south.
  const box = (await pin.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y + 20, { steps: 5 });
  await page.mouse.move(x + 60, y + 40, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (await draftPlace(page))!.longitude)
    .toBeGreaterThan(found.longitude);
  const moved = (await draftPlace(page))!;
  expect(moved.latitude).toBeLessThan(found.latitude);
  await expect(page.getByLabel(/^Street address/)).toHaveValue('100 Queen St W');
  await page.getByRole('combobox', { name: /Service categories/ }).click();
  await page.getByRole('option', { name: 'Solar' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#\/post-Airwork$/);
  await phone.close();
});

test('a keyboard user moves the pin with the arrow keys; in another town, the city follows', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'pinkey' });
  await page.goto('/#/choose-address');
  await page.getByRole('combobox', { name: 'City or address' }).fill('Toronto');
  await page.getByRole('option', { name: 'Toronto, Ontario' }).first().click();
  const city = page.getByRole('textbox', { name: 'City and province' });
  await expect(city).toHaveValue('Toronto, Ontario');
  const found = (await draftPlace(page))!;
  const map = page.getByTestId('place-map');
  const pin = map.getByRole('button', { name: /arrow keys/ });
  // The map comes to the street (zoom 12; tiles load here). By keys alone the reader zooms out
  // to the province, one press of "Zoom out" at a time, each zoom's tiles drawn and its animation over before the next.
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  await zoomOut.focus();
  for (let zoom = 11; zoom >= 4; zoom -= 1) {
    await page.keyboard.press('Enter');
    await expect(
      map.locator(`img.leaflet-tile-loaded[src*="/tiles/${zoom}/"]`).first(),
    ).toBeVisible();
    await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  }
  // Typing the street renders the page around the map: the map stays where the reader put it.
  await page.getByLabel(/^Street address/).fill('100 Queen St W');
  await pin.focus();
  await expect(pin).toBeFocused();
  // Each press moves it 10 screen pixels: at this zoom, some 70 km, out of Toronto.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await draftPlace(page))!.longitude).toBeLessThan(found.longitude);
  expect((await draftPlace(page))!.latitude).toBeCloseTo(found.latitude, 1);
  // Out of Toronto: the city names the town the pin is in now, and says so.
  await expect(city).not.toHaveValue('Toronto, Ontario');
  const now = await city.inputValue();
  await expect(page.getByTestId('pin-moved')).toHaveText(
    `The pin is in ${now}: the city now says so.`,
  );
  await expect(pin).toBeFocused();
  await expectAccessible(page);
});

test('a map whose tiles stop loading draws Canada around the pin, not a flat square', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInUser(page, { prefix: 'pintile' });
  await page.goto('/#/choose-address');
  await page.getByRole('combobox', { name: 'City or address' }).fill('Toronto');
  await page.getByRole('option', { name: 'Toronto, Ontario' }).first().click();
  const map = page.getByTestId('place-map');
  await map.scrollIntoViewIfNeeded();
  // The street's zoom, its tiles drawn.
  await expect(map).toHaveAttribute('data-background', 'tiles');
  await expect(map.locator('img.leaflet-tile-loaded[src*="/tiles/12/"]').first()).toBeVisible();
  // Then the tile service goes away, and the reader zooms in: no tile of the new zoom loads.
  await page.route('**/tiles/**', (route) => route.abort());
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect(map).toHaveAttribute('data-background', 'outline');
  // On the outline at a street's zoom, Toronto is inside the country's shape, which fills the
  // whole map: one flat colour, a polygon cut to the map's four corners. At the outline's
  // zoom the country's border is drawn around the pin.
  const outline = map.locator('.leaflet-overlay-pane path').first();
  await expect
    .poll(async () => ((await outline.getAttribute('d')) ?? '').split('L').length)
    .toBeGreaterThan(20);
});
