import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  classifiedSchema,
  type Classified,
  type NewClassified,
} from '@airwork/shared/classifieds/classified.schema';
import { requestJson } from '../../../lib/api-client';
import { myClassifiedsKey } from './my-classifieds';
import { boardErrorsSchema, classifiedSearchesKey } from './search-classifieds';

export type AddClassifiedReply =
  { ok: true; classified: Classified } | { ok: false; errors: string[] };

export async function addClassified(body: NewClassified): Promise<AddClassifiedReply> {
  const { status, data } = await requestJson('POST', '/classifieds', body);
  const created = z.object({ classified: classifiedSchema }).safeParse(data);
  if (status === 201 && created.success) return { ok: true, classified: created.data.classified };
  const refused = boardErrorsSchema.safeParse(data);
  return { ok: false, errors: refused.success ? refused.data.errors : [] };
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
