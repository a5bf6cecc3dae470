import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category } from '@airwork/shared/categories/category.schema';
import { languagesIdOf } from '../i18n/i18n';
import { apiResult } from './api-client';
import { StorageKey } from './storage';

// Shared by the home page now and the Airwork screens later, hence in lib/.

export const categoriesKey = (languagesId: number) => ['category', 'get', languagesId] as const;

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

/** Categories in the current language, shown at once from the local cache (spec section 3). */
export function useCategories() {
  const { i18n } = useTranslation();
  const languagesId = languagesIdOf(i18n.language);
  return useQuery({
    queryKey: categoriesKey(languagesId),
    queryFn: () => getCategories(languagesId),
    placeholderData: () => cachedCategories(languagesId),
    staleTime: 60 * 60_000,
  });
}
