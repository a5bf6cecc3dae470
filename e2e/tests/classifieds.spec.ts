import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, field, signedInUser, test } from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));

test.describe('classifieds board', () => {
  test('a signed-in user posts an ad, finds it by name and filters, and opens it', async ({
    page,
  }) => {
    const user = await signedInUser(page, { prefix: 'ads' });
    const unique = `Rower ${Date.now().toString(36)}`;

    await page.goto('/#/add');
    await page.getByRole('button', { name: 'Dodaj ogłoszenie' }).click();
    const errors = page.getByRole('alert');
    await expect(errors).toContainText('Tytuł jest wymagany');
    await expect(errors).toContainText('Opis jest wymagany');
    await expect(errors).toContainText('Wybierz kategorię');
    await expect(errors).toContainText('Wybierz województwo');

    await field(page, 'Tytuł').fill(unique);
    await page.getByLabel('Kategoria').selectOption({ label: 'Sport i hobby' });
    await page.getByLabel('Województwo').selectOption({ label: 'pomorskie' });
    await field(page, 'Opis').fill('Rower trekkingowy w bardzo dobrym stanie, po przeglądzie.');
    await page.getByRole('button', { name: 'Dodaj ogłoszenie' }).click();
    await expect(page).toHaveURL(/#\/classified\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unique);
    await expect(page.getByRole('complementary', { name: 'Kontakt' })).toContainText(user.email);
    await expect(page.getByRole('complementary', { name: 'Kontakt' })).toContainText(user.mobile);

    await page.goto('/#/search');
    await page.getByLabel('Szukaj po nazwie').fill(unique);
    await page.getByLabel('Kategoria').selectOption({ label: 'Sport i hobby' });
    await page.getByLabel('Województwo').selectOption({ label: 'pomorskie' });
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByLabel('Województwo').selectOption({ label: 'śląskie' });
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page.getByText('Brak ogłoszeń spełniających kryteria.')).toBeVisible();
    await page.getByLabel('Województwo').selectOption({ label: 'Cała Polska' });
    await page.getByRole('button', { name: 'Szukaj' }).click();

    await page.getByRole('link', { name: unique }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unique);
  });

  test('an ad by a poster who hides the phone shows only the e-mail', async ({ page }) => {
    const user = await signedInUser(page, { hideAtAds: 1, prefix: 'ads' });
    await page.goto('/#/add');
    await field(page, 'Tytuł').fill('Biurko dębowe z szufladą');
    await page.getByLabel('Kategoria').selectOption({ label: 'Dom i ogród' });
    await page.getByLabel('Województwo').selectOption({ label: 'opolskie' });
    await field(page, 'Opis').fill('Solidne biurko z litego drewna, wymiary 140 x 70 cm.');
    await page.getByRole('button', { name: 'Dodaj ogłoszenie' }).click();
    const contact = page.getByRole('complementary', { name: 'Kontakt' });
    await expect(contact).toContainText(user.email);
    await expect(contact).toContainText('Ogłoszeniodawca ukrył numer telefonu.');
    await expect(contact).not.toContainText(user.mobile);
  });

  test('posts a premium ad with a photo that then appears in My ads', async ({ page }) => {
    await signedInUser(page, { prefix: 'ads' });
    await page.goto('/#/post-ads');
    await expect(page.getByRole('heading', { name: 'Post a Free Classified Ad' })).toBeVisible();
    await field(page, 'Ad title').fill('Aparat Canon z dwoma obiektywami i torbą');
    await page.getByLabel('Category').selectOption({ label: 'Elektronika' });
    await page.getByLabel('Voivodeship').selectOption({ label: 'łódzkie' });
    await field(page, 'Description').fill(
      'Aparat w bardzo dobrym stanie, przebieg migawki 12 000 zdjęć.',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(here, 'fixtures', 'pixel.png'));
    await expect(page.getByRole('button', { name: 'Remove pixel.png' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Top plus Urgent' }).check();
    await expect(page.getByText('$40').last()).toBeVisible();
    await page.getByRole('button', { name: 'Post ad' }).click();

    await expect(page).toHaveURL(/#\/classified\/[0-9a-f]{24}$/);
    await expect(page.getByText('Wyróżnione')).toBeVisible();
    await expect(page.getByText('Pilne')).toBeVisible();
    await expect(page.getByRole('img', { name: /Zdjęcie 1/ })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/#/account-my-ads');
    const row = page.getByRole('row', { name: /Aparat Canon z dwoma obiektywami/ });
    await expect(row).toContainText('Elektronika');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expectAccessible(page);
  });

  test('an unknown ad says it does not exist', async ({ page }) => {
    await page.goto('/#/classified/0123456789abcdef01234567');
    await expect(page.getByText('Ogłoszenie nie istnieje').first()).toBeVisible();
  });

  test('the static pages read as finished pages', async ({ page }) => {
    await page.goto('/#/faq');
    await page.getByRole('button', { name: 'When am I charged?' }).click();
    await expect(
      page.getByText('Clients are charged only when the Airwork is completed'),
    ).toBeVisible();
    await page.goto('/#/account-message-inbox');
    await expect(page).toHaveURL(/#\/login\?next=%2Faccount-message-inbox$/);
    await signedInUser(page, { prefix: 'ads' });
    await page.goto('/#/account-message-inbox');
    await page.getByRole('button', { name: /Trading safely/ }).click();
    await expect(page.getByRole('article')).toContainText('Meet in public places');
  });
});
