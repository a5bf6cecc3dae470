import { ProfileOutcome } from '@airwork/shared/pilots/public-profile.calls';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import { displayName } from '@airwork/shared/accounts/display-name';
import { Verification } from '@airwork/shared/pilots/pilot.schema';
import {
  PORTFOLIO_MAX,
  PROFILE_REVIEWS,
  type PortfolioItem,
  type PublicProfile,
  type portfolioAddRequestSchema,
  type updatePhotoRequestSchema,
  type updatePublicProfileRequestSchema,
} from '@airwork/shared/pilots/public-profile.schema';
import type { z } from 'zod';
import { fold } from '../../adapters/geocoder/geocoder';
import { refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { latestReviews, ratingSummary } from '../ratings/ratings.access';
import { uploadUrl } from '../uploads/uploads.service';
import type { MembersDeps } from './member-deps';
import { completedAirworks } from './members.repository';
import * as repo from './public-profiles.repository';
import { keepUploads } from '../uploads/uploads.access';

// Public profiles (issue 23): what a client weighs before hiring a pilot — a face, words,
// where they fly from, past work and reviews — and what a pilot sees of a client.

/** Only pilots and clients who may still be seen have a public profile. */
const shown = (row: repo.ProfileRow | undefined): row is repo.ProfileRow =>
  row !== undefined &&
  (row.roleId === Role.pilot || row.roleId === Role.client) &&
  row.active !== AccountStatus.blocked &&
  row.active !== AccountStatus.deleted;

const fileUrl = (id: string | null) => (id ? uploadUrl(id) : null);

async function portfolio(deps: MembersDeps, userId: number): Promise<PortfolioItem[]> {
  const items = await repo.portfolioOf(deps.db, userId);
  return items.map((i) => ({
    id: i.id,
    url: uploadUrl(i.uploadId),
    thumbnailUrl: uploadUrl(i.thumbnailId ?? i.uploadId),
    caption: i.caption,
  }));
}

async function reviews(deps: MembersDeps, userId: number) {
  const rows = await latestReviews(deps.db, userId, deps.now(), PROFILE_REVIEWS);
  return rows.map((r) => ({
    rating: r.rating,
    comments: r.comments,
    fromName: displayName(r),
    taskTitle: r.taskTitle,
    createTime: r.createdAt.toISOString(),
  }));
}

/** `/api/member/publicProfile`: a pilot's or a client's public face; 404 for anyone else. */
export async function publicProfile(deps: MembersDeps, userId: number): Promise<PublicProfile> {
  const row = await repo.findProfile(deps.db, userId);
  if (!shown(row)) throw refuse(ProfileOutcome.notFound);
  const pilot = row.roleId === Role.pilot;
  const record = pilot
    ? { posted: 0, completed: await completedAirworks(deps.db, userId) }
    : await repo.clientRecord(deps.db, userId);
  const { totalRating, totalRateCount } = await ratingSummary(deps.db, userId, deps.now());
  const verified = pilot && row.verification === Verification.approved;
  return {
    userId: row.userId,
    // A pilot's ID number is public (the spec's Pilot ID); a client's is theirs.
    userNumbers: pilot ? row.userNumbers : '',
    role: row.roleId,
    displayName: displayName(row),
    avatarUrl: fileUrl(row.avatarId),
    avatarThumbUrl: fileUrl(row.avatarThumbId),
    bio: row.bio ?? '',
    homeCity: row.homeCity ?? '',
    travelKm: row.travelKm ?? 0,
    languages: row.languages ?? [],
    memberSince: row.createdAt.toISOString(),
    verifiedSince: verified ? (row.decidedAt?.toISOString() ?? null) : null,
    certificateType: pilot ? (row.certificateType ?? null) : null,
    rpasMake: pilot ? (row.rpasMake ?? '') : '',
    capabilities: pilot ? (row.capabilities ?? '') : '',
    ...record,
    rating: totalRating,
    ratingCount: totalRateCount,
    portfolio: pilot ? await portfolio(deps, userId) : [],
    reviews: await reviews(deps, userId),
  };
}

/**
 * The place a home city names, as the screen's place search offered it ("Toronto, Ontario"):
 * the first Canadian place of that name, in that province when one is named.
 */
async function homePlace(deps: MembersDeps, text: string) {
  const [city = '', province = ''] = text.split(',').map((part) => part.trim());
  const found = await deps.findPlaces(city);
  const wanted = fold(province);
  const place =
    found.find((p) => fold(p.city) === fold(city) && fold(p.province).startsWith(wanted)) ??
    found.find((p) => fold(p.city) === fold(city));
  if (!place) throw refuse(ProfileOutcome.cityUnknown);
  return place;
}

/** Saves the profile and keeps the photo it names (a replaced photo is let go), together. */
async function saveWithPhoto(
  deps: MembersDeps,
  userId: number,
  changes: repo.PublicProfileChanges,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.saveProfile(tx, userId, changes);
    if (changes.avatarUploadId === undefined) return;
    await keepUploads(tx, { kind: 'profile-photo', id: userId }, [changes.avatarUploadId]);
  });
}

const portfolioOwner = (itemId: number) => ({ kind: 'portfolio-item', id: itemId });

/** `/api/member/updatePublicProfile`: the caller's (a pilot's) own public profile. */
export async function updatePublicProfile(
  deps: MembersDeps,
  caller: SessionCaller,
  input: z.output<typeof updatePublicProfileRequestSchema>,
): Promise<PublicProfile> {
  let avatarUploadId: string | null | undefined = input.avatarUploadId;
  if (avatarUploadId) {
    const photo = await deps.uploads.ownPicture(caller, avatarUploadId, 'avatar');
    if (!photo) throw refuse(ProfileOutcome.photoUnknown);
    avatarUploadId = photo.id;
  }
  const place = input.homeCity ? await homePlace(deps, input.homeCity) : undefined;
  await saveWithPhoto(deps, caller.userId, {
    bio: input.bio,
    homeCity: place ? `${place.city}, ${place.province}` : '',
    homeLatitude: place?.latitude ?? null,
    homeLongitude: place?.longitude ?? null,
    travelKm: input.travelKm,
    languages: [...new Set(input.languages)],
    ...(avatarUploadId === undefined ? {} : { avatarUploadId }),
  });
  return publicProfile(deps, caller.userId);
}

/** `/api/member/updatePhoto`: the caller's photo alone (a client's or a pilot's). */
export async function updatePhoto(
  deps: MembersDeps,
  caller: SessionCaller,
  input: z.output<typeof updatePhotoRequestSchema>,
): Promise<PublicProfile> {
  let avatarUploadId: string | null = null;
  if (input.avatarUploadId) {
    const photo = await deps.uploads.ownPicture(caller, input.avatarUploadId, 'avatar');
    if (!photo) throw refuse(ProfileOutcome.photoUnknown);
    avatarUploadId = photo.id;
  }
  await saveWithPhoto(deps, caller.userId, { avatarUploadId });
  return publicProfile(deps, caller.userId);
}

/** `/api/member/portfolioAdd`: one of the caller's `portfolio` uploads, up to PORTFOLIO_MAX. */
export async function addPortfolioItem(
  deps: MembersDeps,
  caller: SessionCaller,
  input: z.output<typeof portfolioAddRequestSchema>,
): Promise<PortfolioItem> {
  const picture = await deps.uploads.ownPicture(caller, input.uploadId, 'portfolio');
  if (!picture) throw refuse(ProfileOutcome.uploadUnknown);
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, caller.userId);
    if ((await repo.portfolioSize(tx, caller.userId)) >= PORTFOLIO_MAX) {
      throw refuse(ProfileOutcome.full);
    }
    const item = { userId: caller.userId, uploadId: picture.id, caption: input.caption };
    const itemId = await repo.insertPortfolioItem(tx, item);
    await keepUploads(tx, portfolioOwner(itemId), [picture.id]);
    return itemId;
  });
  return { id, url: picture.url, thumbnailUrl: picture.thumbnailUrl, caption: input.caption };
}

/**
 * `/api/member/portfolioRemove`: the caller's own picture leaves the portfolio; its file is let
 * go, and swept with the other uploads nobody keeps.
 */
export async function removePortfolioItem(
  deps: MembersDeps,
  caller: SessionCaller,
  id: number,
): Promise<null> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deletePortfolioItem(tx, caller.userId, id))) {
      throw refuse(ProfileOutcome.itemNotFound);
    }
    await keepUploads(tx, portfolioOwner(id), []);
  });
  return null;
}

/** Where pilots fly from (their home city's position), for the distance to a site. */
export async function pilotHomes(deps: MembersDeps, pilotIds: number[]) {
  const rows = await repo.profileFacts(deps.db, pilotIds);
  const homes = new Map<number, { latitude: number; longitude: number }>();
  for (const r of rows) {
    if (r.homeLatitude === null || r.homeLongitude === null) continue;
    homes.set(r.userId, { latitude: r.homeLatitude, longitude: r.homeLongitude });
  }
  return homes;
}

/** The public profile's part of a pilot's public info: small photo and home city. */
/** Each pilot's photo (small) and home city, in one query; every id asked has one. */
export async function pilotFaces(deps: MembersDeps, pilotIds: number[]) {
  const rows = new Map(
    (await repo.profileFacts(deps.db, pilotIds)).map((row) => [row.userId, row]),
  );
  return new Map(
    pilotIds.map((id) => {
      const row = rows.get(id);
      return [
        id,
        { avatarThumbUrl: fileUrl(row?.avatarThumbId ?? null), homeCity: row?.homeCity ?? '' },
      ];
    }),
  );
}
