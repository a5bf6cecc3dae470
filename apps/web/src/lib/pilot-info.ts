import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadPilotInfoCall } from '@airwork/shared/pilots/member.calls';
import type { PilotInfo } from '@airwork/shared/pilots/pilot.schema';
import { ApiError } from './api-client';
import { call, keyOf } from './call';
import { StorageKey } from './storage';

// The spec's pilot-profile loader (broken in the original): the profile is cached locally as
// `userProfile_{userId}` so forms prefill at once, and refreshed from the server.

export const pilotInfoKey = keyOf(loadPilotInfoCall);

function cached(userId: number): PilotInfo | undefined {
  try {
    const raw = localStorage.getItem(StorageKey.userProfile(userId));
    return raw ? (JSON.parse(raw) as PilotInfo) : undefined;
  } catch {
    return undefined;
  }
}

export async function loadPilotInfo(userId: number): Promise<PilotInfo> {
  const info = await call(loadPilotInfoCall, { userId });
  // The account is gone (deleted meanwhile): as the server says it.
  if (!info) throw new ApiError('common.account_not_exists');
  localStorage.setItem(StorageKey.userProfile(userId), JSON.stringify(info));
  return info;
}

export const pilotInfoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: keyOf(loadPilotInfoCall, userId),
    queryFn: () => loadPilotInfo(userId),
    placeholderData: () => cached(userId),
    // Asked anew on every screen that shows it (an admin may have decided meanwhile), and
    // again well before the five-minute document links stop working.
    staleTime: 0,
    refetchInterval: 4 * 60_000,
  });

export function usePilotInfo(userId: number | undefined) {
  return useQuery({ ...pilotInfoQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
