import type { Category } from '@airwork/shared/categories/category.schema';
import { LanguageId } from '@airwork/shared/accounts/account-constants';
import type { Db } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';
import * as repo from './categories.repository';
import { SERVICE_CATEGORIES, categoryImagePath } from './category-data';

export async function listCategories(
  { db }: { db: Db },
  languagesId: number,
  parentId: number,
): Promise<Category[]> {
  const rows = await repo.listCategories(db, languagesId, parentId);
  return rows.map((r) => ({
    id: r.id,
    categoriesName: r.name,
    categoriesImage: categoryImagePath(r.image),
  }));
}

export const createCategoriesService = (deps: { db: Db }) =>
  bindUseCases(deps, { list: listCategories });

export type CategoriesService = ReturnType<typeof createCategoriesService>;

/** Idempotent: run at every start so names and images follow the code. */
export async function seedCategories(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, c] of SERVICE_CATEGORIES.entries()) {
      await repo.upsertCategory(tx, {
        id: c.id,
        parentId: 0,
        sort,
        image: c.image,
        names: { [LanguageId.en]: c.en, [LanguageId.zh]: c.zh },
      });
    }
  });
}
