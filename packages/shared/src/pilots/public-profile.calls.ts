import { PlaceOutcome } from '../airworks/airwork.calls';
import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import { defineCall, onlyRoles, signedIn, type Outcome } from '../api/contract';
import {
  portfolioAddRequestSchema,
  portfolioItemSchema,
  portfolioRemoveRequestSchema,
  publicProfileRequestSchema,
  publicProfileSchema,
  updatePhotoRequestSchema,
  updatePublicProfileRequestSchema,
} from './public-profile.schema';

// Public profiles (issue 23): a pilot's photo, bio, home, languages, portfolio and reviews; a
// client's record and reviews. Read by anyone signed in, written by the pilot alone.

/** Every "no" of the public profile's calls, declared once: thrown by these names, matched by them. */
export const ProfileOutcome = {
  notFound: { status: 404, message: 'profile.not_found' },
  cityUnknown: { status: 400, message: 'profile.city_unknown' },
  photoUnknown: { status: 400, message: 'profile.photo_unknown' },
  uploadUnknown: { status: 400, message: 'portfolio.upload_unknown' },
  full: { status: 409, message: 'portfolio.full' },
  itemNotFound: { status: 404, message: 'portfolio.not_found' },
} as const satisfies Record<string, Outcome>;

export const publicProfileCall = defineCall({
  method: 'POST',
  path: '/api/member/publicProfile',
  tag: 'member',
  summary:
    "A member's public profile: name as others see it, photo, bio, home city and travel, languages, member since, verification, completed Airworks, rating, portfolio and the latest reviews. Pilots and clients; 404 for anyone else, blocked or deleted",
  access: signedIn,
  reads: true,
  request: publicProfileRequestSchema,
  result: publicProfileSchema,
  outcomes: [ProfileOutcome.notFound],
});

export const updatePublicProfileCall = defineCall({
  method: 'POST',
  path: '/api/member/updatePublicProfile',
  tag: 'member',
  summary:
    "The caller's (a pilot's) public profile: bio (≤ 1,000 characters), home city (a Canadian place, found by the geocoder), how far they travel (km, ≤ 2,000), languages (ISO codes, ≤ 8) and the photo (`avatarUploadId` from `/api/utilities/upload?kind=avatar`; null removes it)",
  access: onlyRoles(Role.pilot),
  request: updatePublicProfileRequestSchema,
  result: publicProfileSchema,
  successMessage: 'profile.public_saved',
  outcomes: [ProfileOutcome.cityUnknown, ProfileOutcome.photoUnknown, PlaceOutcome.unavailable],
});

export const updatePhotoCall = defineCall({
  method: 'POST',
  path: '/api/member/updatePhoto',
  tag: 'member',
  summary:
    "The caller's photo alone, shown to the other side of their Airworks and on their public profile (issue 46: clients too): `avatarUploadId` from `/api/utilities/upload?kind=avatar`, or null to remove it",
  access: onlyRoles(Role.pilot, Role.client),
  request: updatePhotoRequestSchema,
  result: publicProfileSchema,
  successMessage: 'profile.photo_saved',
  outcomes: [ProfileOutcome.photoUnknown],
});

export const portfolioAddCall = defineCall({
  method: 'POST',
  path: '/api/member/portfolioAdd',
  tag: 'member',
  summary:
    "Adds a picture to the caller's (a pilot's) portfolio: an upload of kind `portfolio` (resized, EXIF removed) and a caption; at most 12",
  access: onlyRoles(Role.pilot),
  request: portfolioAddRequestSchema,
  result: portfolioItemSchema,
  successMessage: 'portfolio.added',
  outcomes: [ProfileOutcome.uploadUnknown, ProfileOutcome.full],
});

export const portfolioRemoveCall = defineCall({
  method: 'POST',
  path: '/api/member/portfolioRemove',
  tag: 'member',
  summary: "Removes one picture from the caller's (a pilot's) portfolio",
  access: onlyRoles(Role.pilot),
  request: portfolioRemoveRequestSchema,
  result: z.null(),
  successMessage: 'portfolio.removed',
  outcomes: [ProfileOutcome.itemNotFound],
});

export const publicProfileCalls = [
  publicProfileCall,
  updatePublicProfileCall,
  updatePhotoCall,
  portfolioAddCall,
  portfolioRemoveCall,
] as const;
