import { useMutation, useQueryClient } from '@tanstack/react-query';
import { latestAirworksCall, saveAirworkCall } from '@airwork/shared/airworks/airwork.calls';
import type { SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';
import { call, keyOf, refresh } from '../../../lib/call';
import { clientListKeys, airworkKeys } from '../../../lib/list-keys';

export const saveAirwork = (body: SaveAirworkRequest) => call(saveAirworkCall, body);

/** Posts a new Airwork or saves an edit; lists, totals, Home's latest and the Airwork refresh. */
export function useSaveAirwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAirwork,
    onSuccess: () =>
      refresh(queryClient, [...clientListKeys, ...airworkKeys, keyOf(latestAirworksCall)]),
  });
}
