import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClassifiedList } from '@airwork/shared/classifieds/classified.schema';
import { ApiError, requestJson } from '../../../lib/api-client';

export const myClassifiedsKey = (page: number) => ['classifieds', 'mine', page] as const;

export async function myClassifieds(page: number): Promise<ClassifiedList> {
  const { status, data } = await requestJson<ClassifiedList>(
    'GET',
    `/classifieds/mine?page=${page}`,
  );
  if (status !== 200) throw new ApiError(String(status));
  return data;
}

export function useMyClassifieds(page: number) {
  return useQuery({
    queryKey: myClassifiedsKey(page),
    queryFn: () => myClassifieds(page),
    placeholderData: keepPreviousData,
  });
}
