import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAirworkCall } from '@airwork/shared/airworks/airwork.calls';
import type { SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';
import { call } from '../../../lib/call';
import { clientAirworksKey } from './client-airworks';
import { airworkKey } from '../../../lib/airwork-query';

export const saveAirwork = (body: SaveAirworkRequest) => call(saveAirworkCall, body);

/** Posts a new Airwork or saves an edit; lists, totals, Home's latest and the Airwork refresh. */
export function useSaveAirwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAirwork,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientAirworksKey }),
        queryClient.invalidateQueries({ queryKey: airworkKey }),
        queryClient.invalidateQueries({ queryKey: ['tasks', 'latest'] }),
      ]),
  });
}
