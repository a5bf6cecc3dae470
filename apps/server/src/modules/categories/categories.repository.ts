import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, categoryNames } from '../../db/schema/categories';

export interface CategoryRow {
  id: number;
  name: string;
  image: string;
}

export async function listCategories(
  db: DbOrTx,
  languagesId: number,
  parentId: number,
): Promise<CategoryRow[]> {
  return db
    .select({ id: categories.id, name: categoryNames.name, image: categories.image })
    .from(categories)
    .innerJoin(
      categoryNames,
      and(eq(categoryNames.categoryId, categories.id), eq(categoryNames.languagesId, languagesId)),
    )
    .where(eq(categories.parentId, parentId))
    .orderBy(asc(categories.sort), asc(categories.id));
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
