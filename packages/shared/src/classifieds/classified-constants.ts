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

/** Premium placement: urgent and top of page, each alone or both. */
export const Premium = { regular: 0, urgent: 1, top: 2, topUrgent: 3 } as const;
export const isUrgent = (premium: number) =>
  premium === Premium.urgent || premium === Premium.topUrgent;
export const isFeatured = (premium: number) =>
  premium === Premium.top || premium === Premium.topUrgent;

/** Premium placement of the 'Post a Free Classified Ad' form, prices in dollars (spec 9). */
export const PREMIUM_OPTIONS = [
  { value: Premium.regular, label: 'Regular', price: 0 },
  { value: Premium.urgent, label: 'Urgent', price: 10 },
  { value: Premium.top, label: 'Top of page', price: 20 },
  { value: Premium.topUrgent, label: 'Top plus Urgent', price: 40 },
] as const;
