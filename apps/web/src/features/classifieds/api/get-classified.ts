import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  classifiedDetailSchema,
  type ClassifiedDetail,
} from '@airwork/shared/classifieds/classified.schema';
import { ApiError, requestJson } from '../../../lib/api-client';
import { parseReply } from '../../../lib/call';

/** The ad, or null when the board says it does not exist. */
export async function getClassified(id: string): Promise<ClassifiedDetail | null> {
  const { status, data } = await requestJson('GET', `/classifieds/${encodeURIComponent(id)}`);
  if (status === 404) return null;
  if (status !== 200) throw new ApiError(String(status));
  return parseReply(classifiedDetailSchema, data);
}

export const classifiedQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['classifieds', 'one', id], queryFn: () => getClassified(id) });

export function useClassified(id: string) {
  return useQuery(classifiedQueryOptions(id));
}
