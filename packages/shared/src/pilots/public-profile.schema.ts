import { z } from 'zod';
import { idSchema } from '../numbers';
import { line, lines } from '../text';

// A member's public face (issue 23): what a client weighs before hiring a pilot, and what a
// pilot sees of the client they would work for. Never the documents, the phone or the e-mail.

/** The most characters of a pilot's bio. */
export const BIO_MAX = 1_000;
/** The most characters of a portfolio picture's caption. */
export const CAPTION_MAX = 200;
/** How many pictures a portfolio holds at most. */
export const PORTFOLIO_MAX = 12;
/** How far a pilot may say they travel, in km: across a province, not across the country. */
export const TRAVEL_KM_MAX = 2_000;
/** How many languages a profile lists at most. */
export const LANGUAGES_MAX = 8;

/**
 * The languages a profile may list: Canada's most spoken (ISO 639 codes). The screens name
 * them in the reader's language with `Intl.DisplayNames`, so no text is kept per language.
 */
export const PROFILE_LANGUAGES = [
  'en',
  'fr',
  'zh',
  'yue',
  'pa',
  'es',
  'ar',
  'tl',
  'it',
  'de',
  'pt',
  'hi',
  'ur',
  'fa',
  'ru',
  'ko',
  'ja',
  'vi',
  'uk',
  'pl',
] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/** An upload's id as the upload call answers it: 32 hexadecimal digits. */
const uploadIdSchema = (error: string) => z.string({ error }).regex(/^[0-9a-f]{32}$/, { error });

/** `/api/member/publicProfile`: whose profile (any member; admins have none). */
export const publicProfileRequestSchema = z.object({ userId: idSchema() });

/**
 * `/api/member/updatePublicProfile` (pilots): what clients read before they hire. An empty
 * home city clears it; `avatarUploadId` is an upload of kind `avatar` (null removes the photo,
 * left out keeps it).
 */
export const updatePublicProfileRequestSchema = z.object({
  bio: lines({ max: BIO_MAX, invalid: 'profile.bio_invalid' }).default(''),
  homeCity: line({ max: 120, invalid: 'profile.city_unknown' }).default(''),
  travelKm: z
    .number({ error: 'profile.travel_invalid' })
    .int({ error: 'profile.travel_invalid' })
    .min(0, { error: 'profile.travel_invalid' })
    .max(TRAVEL_KM_MAX, { error: 'profile.travel_invalid' })
    .default(0),
  languages: z
    .array(z.enum(PROFILE_LANGUAGES, { error: 'profile.language_invalid' }), {
      error: 'profile.language_invalid',
    })
    .max(LANGUAGES_MAX, { error: 'profile.language_invalid' })
    .default([]),
  avatarUploadId: uploadIdSchema('profile.photo_unknown').nullable().optional(),
});
export type UpdatePublicProfileRequest = z.input<typeof updatePublicProfileRequestSchema>;

/** `/api/member/updatePhoto`: the caller's photo alone (clients and pilots); null removes it. */
export const updatePhotoRequestSchema = z.object({
  avatarUploadId: uploadIdSchema('profile.photo_unknown').nullable(),
});

/** The form on /pilot-profile: the same rules, the photo handled beside it. */
export const publicProfileFormSchema = updatePublicProfileRequestSchema.omit({
  avatarUploadId: true,
});

/** `/api/member/portfolioAdd`: a picture uploaded with kind `portfolio`, and its caption. */
export const portfolioAddRequestSchema = z.object({
  uploadId: uploadIdSchema('portfolio.upload_unknown'),
  caption: line({ max: CAPTION_MAX, invalid: 'portfolio.caption_invalid' }).default(''),
});

/** `/api/member/portfolioRemove`: one of the caller's pictures. */
export const portfolioRemoveRequestSchema = z.object({ id: idSchema() });

export const portfolioItemSchema = z.object({
  id: z.number().int(),
  /** The picture, at most 1,600 px on its longer side, without its EXIF (no place, no camera). */
  url: z.string(),
  /** The same picture at most 480 px: the gallery's tiles. */
  thumbnailUrl: z.string(),
  caption: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** A review the member received, with the reviewer as others see them ("Ada L."). */
export const reviewSchema = z.object({
  rating: z.number().int(),
  comments: z.string(),
  fromName: z.string(),
  taskTitle: z.string(),
  createTime: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** How many of the latest reviews a profile carries. */
export const PROFILE_REVIEWS = 10;

export const publicProfileSchema = z.object({
  userId: z.number().int(),
  /** A pilot's ID number (the spec's Pilot ID); '' for a client, whose number stays theirs. */
  userNumbers: z.string(),
  /** 1 pilot, 2 client. */
  role: z.number().int(),
  /** First name and last initial ("Maple L."). */
  displayName: z.string(),
  /** The photo: 320 px square; `avatarThumbUrl` 96 px for lists. Null when none. */
  avatarUrl: z.string().nullable(),
  avatarThumbUrl: z.string().nullable(),
  bio: z.string(),
  homeCity: z.string(),
  travelKm: z.number().int(),
  languages: z.array(z.string()),
  memberSince: z.string(),
  /** Pilots: when an admin approved their certificate (null while not verified). */
  verifiedSince: z.string().nullable(),
  certificateType: z.number().int().nullable(),
  rpasMake: z.string(),
  /** Capability codes 1–7, comma-joined. */
  capabilities: z.string(),
  /** Airworks completed: flown (pilots) or closed with a pilot's work accepted (clients). */
  completed: z.number().int(),
  /** Clients: Airworks posted (not counting deleted ones); 0 for pilots. */
  posted: z.number().int(),
  /** The average of the visible ratings (one decimal), and how many. */
  rating: z.number(),
  ratingCount: z.number().int(),
  portfolio: z.array(portfolioItemSchema),
  /** The latest visible reviews, newest first (at most PROFILE_REVIEWS). */
  reviews: z.array(reviewSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
