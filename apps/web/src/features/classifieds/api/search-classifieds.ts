import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  classifiedListSchema,
  type ClassifiedList,
} from '@airwork/shared/classifieds/classified.schema';
import { ApiError, requestJson } from '../../../lib/api-client';
import { parseReply } from '../../../lib/call';

/** The board's refusal: its messages, already in Polish. */
export const boardErrorsSchema = z.object({ errors: z.array(z.string()) });

export interface ClassifiedQuery {
  q: string;
  category: number;
  voivodeship: number;
  page: number;
}

export async function searchClassifieds(query: ClassifiedQuery): Promise<ClassifiedList> {
  const params = new URLSearchParams({
    q: query.q,
    category: String(query.category),
    voivodeship: String(query.voivodeship),
    page: String(query.page),
  });
  const { status, data } = await requestJson('GET', `/classifieds/?${params.toString()}`);
  if (status !== 200) {
    const refused = boardErrorsSchema.safeParse(data);
    throw new ApiError(refused.success ? refused.data.errors.join(' ') : String(status));
  }
  return parseReply(classifiedListSchema, data);
}

/** Every search of the board: what a new ad makes stale. */
export const classifiedSearchesKey = ['classifieds', 'search'] as const;

export const searchClassifiedsQueryOptions = (query: ClassifiedQuery) =>
  queryOptions({
    queryKey: [...classifiedSearchesKey, query],
    queryFn: () => searchClassifieds(query),
    placeholderData: keepPreviousData,
  });

export function useClassifieds(query: ClassifiedQuery) {
  return useQuery(searchClassifiedsQueryOptions(query));
}
