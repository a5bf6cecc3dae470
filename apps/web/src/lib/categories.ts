import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@airwork/shared/categories/category.schema';
import { languagesIdOf } from './language';
import { listOf, plainCall, shaped } from './plain-call';
import { StorageKey } from './storage';

// Shared by the home page and the Airwork screens, hence in lib/. Home's first load fetches
// them, so without the contract's schemas (plain-call.ts); the server's side is on the contract
// (packages/shared/src/categories/category.calls.ts).

export const CATEGORIES_PATH = '/api/category/get';

/** A category, as the contract's category.schema.ts has it. */
export const isCategory = shaped<Category>({
  id: 'integer',
  categoriesName: 'string',
  categoriesImage: 'string',
});

const isCategoryList = listOf(isCategory);

/** The list, if `value` is one: never a cast. */
const categoryList = (value: unknown): Category[] | undefined =>
  isCategoryList(value) ? value : undefined;

export async function getCategories(languagesId: number): Promise<Category[]> {
  const list = await plainCall(CATEGORIES_PATH, { languagesId, parentId: 0 }, isCategoryList);
  localStorage.setItem(StorageKey.categories(languagesId), JSON.stringify(list));
  return list;
}

function cachedCategories(languagesId: number): Category[] | undefined {
  try {
    const raw = localStorage.getItem(StorageKey.categories(languagesId));
    return raw ? categoryList(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/** Categories in one language, shown at once from the local cache (spec section 3). */
export const categoriesQueryOptions = (languagesId: number) =>
  queryOptions({
    // The call's path first, as keyOf(entry) writes it (the entry itself is not loaded here).
    queryKey: [CATEGORIES_PATH, languagesId],
    queryFn: () => getCategories(languagesId),
    placeholderData: () => cachedCategories(languagesId),
    staleTime: 60 * 60_000,
  });

/** Categories in the interface language (the caller's `i18n.language`: lib/ reads no i18n). */
export function useCategories(language: string) {
  return useQuery(categoriesQueryOptions(languagesIdOf(language)));
}
