import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Access, Call } from '@airwork/shared/api/contract';
import { pilotProfileCall, updateCapabilitiesCall } from '@airwork/shared/pilots/member.calls';
import { call } from '../../../lib/call';
import { pilotInfoKey } from '../../../lib/pilot-info';

/** A pilot-profile call whose success refreshes the cached profile. */
function usePilotCall<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  entry: Call<Req, Res, A>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<Req>) => call(entry, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pilotInfoKey }),
  });
}

export const useSubmitVerification = () => usePilotCall(pilotProfileCall);

export const useUpdateCapabilities = () => usePilotCall(updateCapabilitiesCall);
