import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PilotProfileRequest } from '@airwork/shared/pilots/pilot.schema';
import { apiPost } from '../../../lib/api-client';
import { pilotInfoKey } from '../../../lib/pilot-info';

/** A pilot-profile call whose success refreshes the cached profile. */
function usePilotCall<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<unknown>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pilotInfoKey }),
  });
}

export const useSubmitVerification = () =>
  usePilotCall<PilotProfileRequest>('/api/member/pilotProfile');

export const useUpdateCapabilities = () =>
  usePilotCall<{ userId: number; Capabilities: string; otherDesc: string }>(
    '/api/member/updateCapabilities',
  );
