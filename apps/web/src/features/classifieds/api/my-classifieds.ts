import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  classifiedListSchema,
  type ClassifiedList,
} from '@airwork/shared/classifieds/classified.schema';
import { ApiError, requestJson } from '../../../lib/api-client';
import { parseReply } from '../../../lib/call';

export async function myClassifieds(page: number): Promise<ClassifiedList> {
  const { status, data } = await requestJson('GET', `/classifieds/mine?page=${page}`);
  if (status !== 200) throw new ApiError(String(status));
  return parseReply(classifiedListSchema, data);
}

/** Every page of "My ads": what a change to the caller's ads makes stale. */
export const myClassifiedsKey = ['classifieds', 'mine'] as const;

export const myClassifiedsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myClassifiedsKey, page],
    queryFn: () => myClassifieds(page),
    placeholderData: keepPreviousData,
  });

export function useMyClassifieds(page: number) {
  return useQuery(myClassifiedsQueryOptions(page));
}
