import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category } from '@airwork/shared/categories/category.schema';
import { MessageCode } from '@airwork/shared/errors';
import { ApiError, envelopeOf, requestJson } from './api-client';
import { languagesIdOf } from './language';
import { StorageKey } from './storage';

// Shared by the home page now and the Airwork screens later, hence in lib/.
// Home's first load fetches them: through call(categoriesCall) the contract's schemas (zod,
// 25 KB gzipped) would load with Home, past its budget. So the path stays here and the reply
// is checked by hand against the contract's category shape (category.schema.ts) — a reply
// that does not fit is the unknown error, as call() would have it; the server's side is on
// the contract (packages/shared/src/categories/category.calls.ts).

const isCategory = (value: unknown): value is Category => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isInteger(c.id) &&
    typeof c.categoriesName === 'string' &&
    typeof c.categoriesImage === 'string'
  );
};

/** The list, if `value` is one: never a cast. */
const categoryList = (value: unknown): Category[] | undefined =>
  Array.isArray(value) && value.every(isCategory) ? value : undefined;

export async function getCategories(languagesId: number): Promise<Category[]> {
  const reply = await requestJson('POST', '/api/category/get', { languagesId, parentId: 0 });
  const { status } = reply;
  const data = envelopeOf(reply.data);
  const message = data.message ?? MessageCode.unknownError;
  if (status !== 200 || data.code !== 200) throw new ApiError(message, status);
  const list = categoryList(data.result);
  if (!list) throw new ApiError(MessageCode.unknownError, status);
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
    queryKey: ['/api/category/get', languagesId],
    queryFn: () => getCategories(languagesId),
    placeholderData: () => cachedCategories(languagesId),
    staleTime: 60 * 60_000,
  });

/** Categories in the current interface language. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery(categoriesQueryOptions(languagesIdOf(i18n.language)));
}
