import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  portfolioAddCall,
  portfolioRemoveCall,
  publicProfileCall,
  updatePhotoCall,
  updatePublicProfileCall,
} from '@airwork/shared/pilots/public-profile.calls';
import { waitingApplicationsCall } from '@airwork/shared/hiring/hiring.calls';
import { pilotPublicInfoCall } from '@airwork/shared/pilots/member.calls';
import type {
  PublicProfile,
  UpdatePublicProfileRequest,
} from '@airwork/shared/pilots/public-profile.schema';
import { call, keyOf } from './call';

// A member's public profile (issue 23): read on Pilot information, a proposal and Airwork
// details; written by the pilot on their profile page. Every change refreshes what shows it.

export type { PublicProfile };

/** Every cached public profile and pilot card (the proposals list reads the photo too). */
const profileKeys = [
  [publicProfileCall.path],
  [pilotPublicInfoCall.path],
  [waitingApplicationsCall.path],
];

export function usePublicProfile(userId: number | undefined) {
  return useQuery({
    queryKey: keyOf(publicProfileCall, userId),
    queryFn: () => call(publicProfileCall, { userId: userId! }),
    enabled: userId !== undefined && userId > 0,
    retry: false,
    staleTime: 60_000,
  });
}

function useRefreshProfiles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(profileKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useUpdatePublicProfile() {
  const refreshProfiles = useRefreshProfiles();
  return useMutation({
    mutationFn: (body: UpdatePublicProfileRequest) => call(updatePublicProfileCall, body),
    onSuccess: refreshProfiles,
  });
}

/** The caller's photo alone (a client's, issue 46): an avatar upload's id, or null to remove. */
export function useUpdatePhoto() {
  const refreshProfiles = useRefreshProfiles();
  return useMutation({
    mutationFn: (avatarUploadId: string | null) => call(updatePhotoCall, { avatarUploadId }),
    onSuccess: refreshProfiles,
  });
}

export function useAddPortfolioItem() {
  const refreshProfiles = useRefreshProfiles();
  return useMutation({
    mutationFn: (body: { uploadId: string; caption: string }) => call(portfolioAddCall, body),
    onSuccess: refreshProfiles,
  });
}

export function useRemovePortfolioItem() {
  const refreshProfiles = useRefreshProfiles();
  return useMutation({
    mutationFn: (id: number) => call(portfolioRemoveCall, { id }),
    onSuccess: refreshProfiles,
  });
}
