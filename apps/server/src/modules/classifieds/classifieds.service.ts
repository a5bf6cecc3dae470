import { randomBytes } from 'node:crypto';
import {
  CLASSIFIED_NOT_FOUND,
  CLASSIFIEDS_PAGE_SIZE,
  MAX_CLASSIFIED_PHOTOS,
} from '@airwork/shared/classifieds/classified-constants';
import type {
  Classified,
  ClassifiedDetail,
  ClassifiedList,
} from '@airwork/shared/classifieds/classified.schema';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import * as repo from './classifieds.repository';

/** 24 hexadecimal characters, the shape of the board's original `_id`s. */
export const CLASSIFIED_ID = /^[0-9a-f]{24}$/;

export function newClassifiedId(): string {
  return randomBytes(12).toString('hex');
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A failure the board reports as `{ errors: [message] }` with this HTTP status. */
export class BoardError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

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

export async function searchClassifieds(
  db: Db,
  query: { q: string; category: number; voivodeship: number; page: number },
): Promise<ClassifiedList> {
  const q = query.q.trim();
  const { rows, total } = await repo.searchClassifieds(
    db,
    {
      // The original board filtered by name only from two characters on.
      namePattern: q.length > 1 ? containsPattern(q) : undefined,
      category: query.category === 0 ? undefined : query.category,
      voivodeship: query.voivodeship === 0 ? undefined : query.voivodeship,
    },
    CLASSIFIEDS_PAGE_SIZE,
    (query.page - 1) * CLASSIFIEDS_PAGE_SIZE,
  );
  return {
    classifieds: await withPhotos(db, rows),
    numOfPages: Math.ceil(total / CLASSIFIEDS_PAGE_SIZE),
  };
}

/** The caller's own ads, newest first, a page at a time (the "My ads" screen). */
export async function myClassifieds(db: Db, userId: number, page: number): Promise<ClassifiedList> {
  const { rows, total } = await repo.searchClassifieds(
    db,
    { userId },
    CLASSIFIEDS_PAGE_SIZE,
    (page - 1) * CLASSIFIEDS_PAGE_SIZE,
  );
  return {
    classifieds: await withPhotos(db, rows),
    numOfPages: Math.ceil(total / CLASSIFIEDS_PAGE_SIZE),
  };
}

export async function getClassified(db: Db, id: string): Promise<ClassifiedDetail | undefined> {
  if (!CLASSIFIED_ID.test(id)) return undefined;
  const row = await repo.findClassified(db, id);
  if (!row) return undefined;
  const phone = row.hideAtAds === 1 || !row.mobile ? undefined : row.mobile;
  const [classified] = await withPhotos(db, [row]);
  return { classified: classified!, userData: { ...(phone ? { phone } : {}), email: row.email } };
}

export async function addClassified(
  db: Db,
  userId: number,
  input: {
    name: string;
    description: string;
    category: number;
    voivodeship: number;
    premium: number;
  },
): Promise<Classified> {
  const id = newClassifiedId();
  await repo.insertClassified(db, { id, userId, ...input });
  const created = await repo.findClassified(db, id);
  return toDto(created!);
}

/** Image types the board accepts, recognised by their first bytes, not by what the browser said. */
function sniffImage(data: Buffer): { type: string; ext: string } | undefined {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { type: 'image/jpeg', ext: 'jpg' };
  }
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', ext: 'png' };
  }
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { type: 'image/webp', ext: 'webp' };
  }
  return undefined;
}

/** Adds one photo to the caller's own ad, at most five an ad. */
export async function addPhoto(
  db: Db,
  storage: FileStorage,
  userId: number,
  classifiedId: string,
  data: Buffer,
): Promise<string> {
  if (!CLASSIFIED_ID.test(classifiedId)) throw new BoardError(404, CLASSIFIED_NOT_FOUND);
  const image = sniffImage(data);
  if (!image) throw new BoardError(400, 'Dozwolone są zdjęcia JPG, PNG lub WebP');
  const id = newClassifiedId();
  const storageKey = `classifieds/${classifiedId}/${id}.${image.ext}`;
  await storage.put(storageKey, data);
  try {
    await db.transaction(async (tx) => {
      const owner = await repo.lockClassifiedOwner(tx, classifiedId);
      if (owner === undefined) throw new BoardError(404, CLASSIFIED_NOT_FOUND);
      if (owner !== userId)
        throw new BoardError(403, 'Możesz dodawać zdjęcia tylko do własnych ogłoszeń');
      if ((await repo.countPhotos(tx, classifiedId)) >= MAX_CLASSIFIED_PHOTOS) {
        throw new BoardError(400, `Możesz dodać najwyżej ${MAX_CLASSIFIED_PHOTOS} zdjęć`);
      }
      await repo.insertPhoto(tx, {
        id,
        classifiedId,
        storageKey,
        contentType: image.type,
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

export async function openPhoto(db: Db, storage: FileStorage, photoId: string) {
  if (!CLASSIFIED_ID.test(photoId)) return undefined;
  const photo = await repo.findPhoto(db, photoId);
  if (!photo) return undefined;
  const file = await storage.open(photo.storageKey);
  return file && { ...file, contentType: photo.contentType };
}
