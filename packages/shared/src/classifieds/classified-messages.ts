import { MAX_CLASSIFIED_PHOTOS } from './classified-constants';

// Every message of the Polish classifieds board, once. Schemas and the server carry the
// codes; the board's `{ errors: [...] }` replies and its Polish screens show `boardText(code)`,
// and the English/Chinese "Post a Free Classified Ad" screen translates the same codes.

export const BoardMessage = {
  queryTooLong: 'board.query_too_long',
  queryInvalid: 'board.query_invalid',
  unknownCategory: 'board.unknown_category',
  unknownVoivodeship: 'board.unknown_voivodeship',
  badPage: 'board.bad_page',
  nameNeed: 'board.name_need',
  nameTooShort: 'board.name_too_short',
  nameTooLong: 'board.name_too_long',
  nameInvalid: 'board.name_invalid',
  descriptionNeed: 'board.description_need',
  descriptionTooShort: 'board.description_too_short',
  descriptionTooLong: 'board.description_too_long',
  descriptionInvalid: 'board.description_invalid',
  categoryNeed: 'board.category_need',
  voivodeshipNeed: 'board.voivodeship_need',
  unknownPremium: 'board.unknown_premium',
  invalidData: 'board.invalid_data',
  notFound: 'board.not_found',
  loginRequired: 'board.login_required',
  photoNeed: 'board.photo_need',
  photoType: 'board.photo_type',
  photoTooBig: 'board.photo_too_big',
  photosMax: 'board.photos_max',
  photoNotOwner: 'board.photo_not_owner',
  photoNotFound: 'board.photo_not_found',
  badRequest: 'board.bad_request',
  postingTooFast: 'board.posting_too_fast',
  accountInactive: 'board.account_inactive',
  unknownError: 'board.unknown_error',
} as const;
export type BoardMessage = (typeof BoardMessage)[keyof typeof BoardMessage];

const POLISH: Record<BoardMessage, string> = {
  [BoardMessage.queryTooLong]: 'Fraza wyszukiwania jest za długa',
  [BoardMessage.queryInvalid]: 'Fraza wyszukiwania zawiera niedozwolone znaki',
  [BoardMessage.unknownCategory]: 'Nieznana kategoria',
  [BoardMessage.unknownVoivodeship]: 'Nieznane województwo',
  [BoardMessage.badPage]: 'Niepoprawny numer strony',
  [BoardMessage.nameNeed]: 'Tytuł jest wymagany',
  [BoardMessage.nameTooShort]: 'Tytuł musi mieć co najmniej 5 znaków',
  [BoardMessage.nameTooLong]: 'Tytuł może mieć najwyżej 100 znaków',
  [BoardMessage.nameInvalid]: 'Tytuł zawiera niedozwolone znaki',
  [BoardMessage.descriptionNeed]: 'Opis jest wymagany',
  [BoardMessage.descriptionTooShort]: 'Opis musi mieć co najmniej 20 znaków',
  [BoardMessage.descriptionTooLong]: 'Opis może mieć najwyżej 3000 znaków',
  [BoardMessage.descriptionInvalid]: 'Opis zawiera niedozwolone znaki',
  [BoardMessage.categoryNeed]: 'Wybierz kategorię',
  [BoardMessage.voivodeshipNeed]: 'Wybierz województwo',
  [BoardMessage.unknownPremium]: 'Nieznana opcja wyróżnienia',
  [BoardMessage.invalidData]: 'Niepoprawne dane',
  [BoardMessage.notFound]: 'Ogłoszenie nie istnieje',
  [BoardMessage.loginRequired]: 'Musisz być zalogowany, aby dodać ogłoszenie',
  [BoardMessage.photoNeed]: 'Wybierz zdjęcie',
  [BoardMessage.photoType]: 'Dozwolone są zdjęcia JPG, PNG lub WebP',
  [BoardMessage.photoTooBig]: 'Zdjęcie może mieć najwyżej 5 MB',
  [BoardMessage.photosMax]: `Możesz dodać najwyżej ${MAX_CLASSIFIED_PHOTOS} zdjęć`,
  [BoardMessage.photoNotOwner]: 'Możesz dodawać zdjęcia tylko do własnych ogłoszeń',
  [BoardMessage.photoNotFound]: 'Zdjęcie nie istnieje',
  [BoardMessage.badRequest]: 'Niepoprawne żądanie',
  [BoardMessage.postingTooFast]: 'Dodajesz za dużo naraz, spróbuj ponownie za kilka minut',
  [BoardMessage.accountInactive]: 'Ogłoszenia mogą dodawać tylko aktywne konta',
  [BoardMessage.unknownError]: 'Wystąpił nieoczekiwany błąd, spróbuj ponownie później',
};

export function isBoardMessage(code: string): code is BoardMessage {
  return Object.hasOwn(POLISH, code);
}

/** The board's Polish text of a code; anything that is not a board code reads as invalid data. */
export function boardText(code: string): string {
  return isBoardMessage(code) ? POLISH[code] : POLISH[BoardMessage.invalidData];
}

/** Every problem of a payload, as the list of Polish messages the board answers with. */
export function boardErrors(issues: readonly { message?: string }[]): string[] {
  return [...new Set(issues.map((i) => boardText(i.message ?? BoardMessage.invalidData)))];
}
