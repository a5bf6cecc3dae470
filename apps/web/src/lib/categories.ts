import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category } from '@airwork/shared/categories/category.schema';
import { apiResult } from './api-client';
import { languagesIdOf } from './language';
import { StorageKey } from './storage';

// Shared by the home page now and the Airwork screens later, hence in lib/.
// Home's first load fetches them: through call(categoriesCall) the contract's schemas (zod,
// 25 KB gzipped) would load with Home, past its budget; the path and the cast stay here, the
// server's side is on the contract (packages/shared/src/categories/category.calls.ts).

export async function getCategories(languagesId: number): Promise<Category[]> {
  const list = await apiResult<Category[]>('/api/category/get', { languagesId, parentId: 0 });
  localStorage.setItem(StorageKey.categories(languagesId), JSON.stringify(list));
  return list;
}

function cachedCategories(languagesId: number): Category[] | undefined {
  try {
    const raw = localStorage.getItem(StorageKey.categories(languagesId));
    return raw ? (JSON.parse(raw) as Category[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Categories in one language, shown at once from the local cache (spec section 3). */
export const categoriesQueryOptions = (languagesId: number) =>
  queryOptions({
    queryKey: ['category', 'get', languagesId],
    queryFn: () => getCategories(languagesId),
    placeholderData: () => cachedCategories(languagesId),
    staleTime: 60 * 60_000,
  });

/** Categories in the current interface language. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery(categoriesQueryOptions(languagesIdOf(i18n.language)));
}
