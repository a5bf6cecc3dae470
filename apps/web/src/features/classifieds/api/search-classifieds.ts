import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClassifiedList } from '@airwork/shared/classifieds/classified.schema';
import { ApiError, requestJson } from '../../../lib/api-client';

export interface ClassifiedQuery {
  q: string;
  category: number;
  voivodeship: number;
  page: number;
}

export const classifiedsKey = (query: ClassifiedQuery) => ['classifieds', 'search', query] as const;

export async function searchClassifieds(query: ClassifiedQuery): Promise<ClassifiedList> {
  const params = new URLSearchParams({
    q: query.q,
    category: String(query.category),
    voivodeship: String(query.voivodeship),
    page: String(query.page),
  });
  const { status, data } = await requestJson<ClassifiedList & { errors?: string[] }>(
    'GET',
    `/classifieds/?${params.toString()}`,
  );
  if (status !== 200) throw new ApiError(data.errors?.join(' ') ?? String(status));
  return data;
}

export function useClassifieds(query: ClassifiedQuery) {
  return useQuery({
    queryKey: classifiedsKey(query),
    queryFn: () => searchClassifieds(query),
    placeholderData: keepPreviousData,
  });
}
