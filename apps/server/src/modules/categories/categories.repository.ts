import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { categories, categoryNames } from '../../db/schema/categories';

export interface CategoryRow {
  id: number;
  name: string;
  image: string;
}

const categoryList = (db: DbOrTx) =>
  db
    .select({ id: categories.id, name: categoryNames.name, image: categories.image })
    .from(categories)
    .innerJoin(
      categoryNames,
      and(
        eq(categoryNames.categoryId, categories.id),
        eq(categoryNames.languagesId, sql.placeholder('languagesId')),
      ),
    )
    .where(eq(categories.parentId, sql.placeholder('parentId')))
    .orderBy(asc(categories.sort), asc(categories.id))
    .prepare('list_categories');

export async function listCategories(
  db: DbOrTx,
  languagesId: number,
  parentId: number,
): Promise<CategoryRow[]> {
  return preparedOn(db, 'list_categories', categoryList).execute({ languagesId, parentId });
}

export async function upsertCategory(
  db: DbOrTx,
  c: { id: number; parentId: number; sort: number; image: string; names: Record<number, string> },
): Promise<void> {
  await db
    .insert(categories)
    .values({ id: c.id, parentId: c.parentId, sort: c.sort, image: c.image })
    .onConflictDoUpdate({
      target: categories.id,
      set: { parentId: c.parentId, sort: c.sort, image: c.image },
    });
  for (const [languagesId, name] of Object.entries(c.names)) {
    await db
      .insert(categoryNames)
      .values({ categoryId: c.id, languagesId: Number(languagesId), name })
      .onConflictDoUpdate({
        target: [categoryNames.categoryId, categoryNames.languagesId],
        set: { name },
      });
  }
}
