import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Classified, NewClassified } from '@airwork/shared/classifieds/classified.schema';
import { requestJson } from '../../../lib/api-client';
import { myClassifiedsKey } from './my-classifieds';
import { classifiedSearchesKey } from './search-classifieds';

export type AddClassifiedReply =
  { ok: true; classified: Classified } | { ok: false; errors: string[] };

export async function addClassified(body: NewClassified): Promise<AddClassifiedReply> {
  const { status, data } = await requestJson<{ classified?: Classified; errors?: string[] }>(
    'POST',
    '/classifieds',
    body,
  );
  if (status === 201 && data.classified) return { ok: true, classified: data.classified };
  return { ok: false, errors: data.errors ?? [] };
}

export function useAddClassified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClassified,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classifiedSearchesKey }),
        queryClient.invalidateQueries({ queryKey: myClassifiedsKey }),
      ]),
  });
}
