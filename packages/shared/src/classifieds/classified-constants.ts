// The Polish classifieds board (a demo leftover the product keeps): its labels stay Polish.

/** Categories 1–12; 0 means "all" in searches (spec section 2, "Demo leftovers"). */
export const CLASSIFIED_CATEGORIES: readonly string[] = [
  'Wszystkie kategorie',
  'Motoryzacja',
  'Nieruchomości',
  'Praca',
  'Dom i ogród',
  'Elektronika',
  'Moda',
  'Rolnictwo',
  'Zwierzęta',
  'Dla dzieci',
  'Sport i hobby',
  'Muzyka i edukacja',
  'Usługi i firmy',
];

/** The sixteen voivodeships 1–16; 0 means "all of Poland". */
export const VOIVODESHIPS: readonly string[] = [
  'Cała Polska',
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
];

export const CLASSIFIEDS_PAGE_SIZE = 10;
export const MAX_CLASSIFIED_PHOTOS = 5;
export const MAX_CLASSIFIED_PHOTO_BYTES = 5 * 1024 * 1024;

/** Premium placement of the 'Post a Free Classified Ad' form, prices in dollars (spec 9). */
export const PREMIUM_OPTIONS = [
  { value: 0, label: 'Regular', price: 0 },
  { value: 1, label: 'Urgent', price: 10 },
  { value: 2, label: 'Top of page', price: 20 },
  { value: 3, label: 'Top plus Urgent', price: 40 },
] as const;
