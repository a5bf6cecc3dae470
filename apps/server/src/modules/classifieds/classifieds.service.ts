import { randomBytes } from 'node:crypto';
import { CLASSIFIEDS_PAGE_SIZE } from '@airwork/shared/classifieds/classified-constants';
import type {
  Classified,
  ClassifiedDetail,
  ClassifiedList,
} from '@airwork/shared/classifieds/classified.schema';
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

function toDto(row: repo.ClassifiedRow): Classified {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    voivodeship: row.voivodeship,
    premium: row.premium,
    user: { username: row.username },
    createdAt: row.createdAt.toISOString(),
  };
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
  return { classifieds: rows.map(toDto), numOfPages: Math.ceil(total / CLASSIFIEDS_PAGE_SIZE) };
}

export async function getClassified(db: Db, id: string): Promise<ClassifiedDetail | undefined> {
  if (!CLASSIFIED_ID.test(id)) return undefined;
  const row = await repo.findClassified(db, id);
  if (!row) return undefined;
  const phone = row.hideAtAds === 1 || !row.mobile ? undefined : row.mobile;
  return { classified: toDto(row), userData: { ...(phone ? { phone } : {}), email: row.email } };
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
