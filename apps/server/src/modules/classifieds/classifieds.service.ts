import { randomBytes } from 'node:crypto';
import {
  CLASSIFIEDS_PAGE_SIZE,
  MAX_CLASSIFIED_PHOTOS,
} from '@airwork/shared/classifieds/classified-constants';
import { BoardMessage } from '@airwork/shared/classifieds/classified-messages';
import type {
  Classified,
  ClassifiedDetail,
  ClassifiedList,
} from '@airwork/shared/classifieds/classified.schema';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/app-error';
import {
  memoryAttempts,
  type Attempts,
  type AttemptsFactory,
  type Limit,
} from '../../lib/attempt-counter';
import { recogniseFile } from '../../lib/file-kind';
import { containsPattern } from '../../lib/like-pattern';
import { bindUseCases } from '../../lib/use-cases';
import * as repo from './classifieds.repository';

/** 24 hexadecimal characters, the shape of the board's original `_id`s. */
export const CLASSIFIED_ID = /^[0-9a-f]{24}$/;

export function newClassifiedId(): string {
  return randomBytes(12).toString('hex');
}

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ClassifiedsDeps {
  db: Db;
  storage: FileStorage;
  /** Ads and photos one user may post in a window. */
  postingLimit: Limit;
  /** Posts per user, counted against `postingLimit`. */
  posts: Attempts;
}

/** Who posts: the session's user and its account status. */
export interface Poster {
  userId: number;
  active: number;
}

/**
 * Only active accounts post (an un-certified pilot is not one yet), and no user floods the
 * board: every ad and photo counts against the posting limit.
 */
async function admitPost({ posts, postingLimit }: ClassifiedsDeps, poster: Poster) {
  if (poster.active !== AccountStatus.active) throw forbidden(BoardMessage.accountInactive);
  const key = `poster:${poster.userId}`;
  if (await posts.reached(key, postingLimit)) throw tooManyRequests(BoardMessage.postingTooFast);
  await posts.add(key);
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */

export const photoUrl = (photoId: string) => `/classifieds/photos/${photoId}`;

function toDto(row: repo.ClassifiedRow, photoIds: string[] = []): Classified {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    voivodeship: row.voivodeship,
    premium: row.premium,
    user: { username: row.username },
    createdAt: row.createdAt.toISOString(),
    photos: photoIds.map(photoUrl),
  };
}

async function withPhotos(db: Db, rows: repo.ClassifiedRow[]): Promise<Classified[]> {
  const photos = await repo.photoIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDto(r, photos.get(r.id)));
}

async function listPage(
  db: Db,
  filter: repo.ClassifiedFilter,
  page: number,
): Promise<ClassifiedList> {
  const { rows, total } = await repo.searchClassifieds(
    db,
    filter,
    CLASSIFIEDS_PAGE_SIZE,
    (page - 1) * CLASSIFIEDS_PAGE_SIZE,
  );
  return {
    classifieds: await withPhotos(db, rows),
    numOfPages: Math.ceil(total / CLASSIFIEDS_PAGE_SIZE),
  };
}

export function searchClassifieds(
  { db }: ClassifiedsDeps,
  query: { q: string; category: number; voivodeship: number; page: number },
): Promise<ClassifiedList> {
  const q = query.q.trim();
  const filter = {
    // The original board filtered by name only from two characters on.
    namePattern: q.length > 1 ? containsPattern(q) : undefined,
    category: query.category === 0 ? undefined : query.category,
    voivodeship: query.voivodeship === 0 ? undefined : query.voivodeship,
  };
  return listPage(db, filter, query.page);
}

/** The caller's own ads, newest first, a page at a time (the "My ads" screen). */
export function myClassifieds(
  { db }: ClassifiedsDeps,
  userId: number,
  page: number,
): Promise<ClassifiedList> {
  return listPage(db, { userId }, page);
}

export async function getClassified(
  { db }: ClassifiedsDeps,
  id: string,
): Promise<ClassifiedDetail | undefined> {
  if (!CLASSIFIED_ID.test(id)) return undefined;
  const row = await repo.findClassified(db, id);
  if (!row) return undefined;
  const phone = row.hideAtAds === 1 || !row.mobile ? undefined : row.mobile;
  const [classified] = await withPhotos(db, [row]);
  return { classified: classified!, userData: { ...(phone ? { phone } : {}), email: row.email } };
}

export async function addClassified(
  deps: ClassifiedsDeps,
  poster: Poster,
  input: {
    name: string;
    description: string;
    category: number;
    voivodeship: number;
    premium: number;
  },
): Promise<Classified> {
  await admitPost(deps, poster);
  const id = newClassifiedId();
  await repo.insertClassified(deps.db, { id, userId: poster.userId, ...input });
  const created = await repo.findClassified(deps.db, id);
  return toDto(created!);
}

/** Adds one photo to the caller's own ad, at most five an ad. */
export async function addPhoto(
  deps: ClassifiedsDeps,
  poster: Poster,
  classifiedId: string,
  data: Buffer,
): Promise<string> {
  const { db, storage } = deps;
  const userId = poster.userId;
  if (!CLASSIFIED_ID.test(classifiedId)) throw notFound(BoardMessage.notFound);
  await admitPost(deps, poster);
  const image = await recogniseFile(data, PHOTO_TYPES);
  if (!image) throw badRequest(BoardMessage.photoType);
  const id = newClassifiedId();
  const storageKey = `classifieds/${classifiedId}/${id}.${image.ext}`;
  await storage.put(storageKey, data);
  try {
    await db.transaction(async (tx) => {
      const owner = await repo.lockClassifiedOwner(tx, classifiedId);
      if (owner === undefined) throw notFound(BoardMessage.notFound);
      if (owner !== userId) throw forbidden(BoardMessage.photoNotOwner);
      if ((await repo.countPhotos(tx, classifiedId)) >= MAX_CLASSIFIED_PHOTOS) {
        throw badRequest(BoardMessage.photosMax);
      }
      await repo.insertPhoto(tx, {
        id,
        classifiedId,
        storageKey,
        contentType: image.mime,
        size: data.length,
      });
    });
  } catch (err) {
    // The row was not written: the file must not linger without it.
    await storage.remove(storageKey);
    throw err;
  }
  return photoUrl(id);
}

export async function openPhoto({ db, storage }: ClassifiedsDeps, photoId: string) {
  if (!CLASSIFIED_ID.test(photoId)) return undefined;
  const photo = await repo.findPhoto(db, photoId);
  if (!photo) return undefined;
  const file = await storage.open(photo.storageKey);
  return file && { ...file, contentType: photo.contentType };
}

/** The board's use cases bound to its dependencies, for the routes. */
export function createClassifiedsService(
  deps: Omit<ClassifiedsDeps, 'posts'> & { counters?: AttemptsFactory },
) {
  const posts = (deps.counters ?? memoryAttempts)('board', deps.postingLimit.windowMs, Date.now);
  return bindUseCases(
    { ...deps, posts },
    {
      search: searchClassifieds,
      mine: myClassifieds,
      get: getClassified,
      add: addClassified,
      addPhoto,
      openPhoto,
    },
  );
}

export type ClassifiedsService = ReturnType<typeof createClassifiedsService>;
