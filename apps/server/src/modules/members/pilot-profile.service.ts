import { MemberOutcome } from '@airwork/shared/pilots/member.calls';
import { displayName } from '@airwork/shared/accounts/display-name';
import { Role } from '@airwork/shared/accounts/account-constants';
import {
  Verification,
  type PilotInfo,
  type PilotPublicInfo,
  type pilotProfileRequestSchema,
  type updateCertificateRequestSchema,
  type updateDeviceRequestSchema,
  type updatePayoutRequestSchema,
} from '@airwork/shared/pilots/pilot.schema';
import type { z } from 'zod';
import { refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { type MembersDeps } from './member-deps';
import { ratingSummaries } from '../ratings/ratings.access';
import * as repo from './members.repository';
import { savePilotWithDocuments } from './pilot-documents';
import { pilotFaces } from './public-profile.service';

type Input<S extends z.ZodType> = z.output<S>;

/** A private document of the pilot's own, by the id or the link the upload call answered. */
async function ownDocument(deps: MembersDeps, caller: SessionCaller, ref: string) {
  const upload = await deps.uploads.own(caller, ref);
  if (!upload?.private) throw refuse(MemberOutcome.documentUnknown);
  return upload.id;
}

function assertPilot(caller: SessionCaller): void {
  if (caller.roleId !== Role.pilot) throw refuse(MemberOutcome.pilotsOnly);
}

/** The verification form: both documents and the certificate; the pilot then waits for an admin. */
export async function submitVerification(
  deps: MembersDeps,
  caller: SessionCaller,
  input: Input<typeof pilotProfileRequestSchema>,
): Promise<void> {
  assertPilot(caller);
  const idUploadId = await ownDocument(deps, caller, input.idFile);
  const certificateUploadId = await ownDocument(deps, caller, input.pilotCertificateFile);
  const changes = {
    idUploadId,
    certificateUploadId,
    certificateType: input.certificateType,
    tcrNumber: input.tcrNumber,
    rpasNumber: input.rpasNumber,
    rpasMake: input.rpasMake,
    address: input.address,
    postCode: input.postCode,
    ...(input.capabilities ? { capabilities: input.capabilities.join(',') } : {}),
    verification: Verification.waiting,
    disapprovalReason: '',
    submittedAt: deps.now(),
  };
  await deps.db.transaction((tx) => savePilotWithDocuments(tx, caller.userId, changes));
}

export async function updateCapabilities(
  deps: MembersDeps,
  caller: SessionCaller,
  input: { Capabilities: number[]; otherDesc: string },
): Promise<void> {
  assertPilot(caller);
  await repo.savePilotProfile(deps.db, caller.userId, {
    capabilities: input.Capabilities.join(','),
    otherDesc: input.otherDesc,
  });
}

export async function updateDevice(
  deps: MembersDeps,
  caller: SessionCaller,
  input: Input<typeof updateDeviceRequestSchema>,
): Promise<void> {
  assertPilot(caller);
  await repo.savePilotProfile(deps.db, caller.userId, {
    rpasNumber: input.rpasNumber,
    rpasMake: input.rpasMake,
  });
}

/** A new certificate is decided anew: back on the admin's verify list. */
export async function updateCertificate(
  deps: MembersDeps,
  caller: SessionCaller,
  input: Input<typeof updateCertificateRequestSchema>,
): Promise<void> {
  assertPilot(caller);
  const certificateUploadId = await ownDocument(deps, caller, input.certFileInfos);
  const changes = {
    certificateType: input.certificateType,
    certificateUploadId,
    verification: Verification.waiting,
    submittedAt: deps.now(),
  };
  await deps.db.transaction((tx) => savePilotWithDocuments(tx, caller.userId, changes));
}

export async function updatePayout(
  deps: MembersDeps,
  caller: SessionCaller,
  input: Input<typeof updatePayoutRequestSchema>,
): Promise<void> {
  assertPilot(caller);
  await repo.savePilotProfile(deps.db, caller.userId, {
    payoutMethod: input.method,
    payoutEmail: input.email,
  });
}

async function linkTo(deps: MembersDeps, uploadId: string | null | undefined) {
  const upload = uploadId ? await deps.uploads.find(uploadId) : undefined;
  return upload ? deps.uploads.documentLink(upload) : null;
}

/** The pilot's whole profile, with fresh links to the documents: for the pilot and admins. */
export async function pilotInfo(deps: MembersDeps, userId: number): Promise<PilotInfo | undefined> {
  const m = await repo.findMember(deps.db, userId);
  if (!m || m.roleId !== Role.pilot) return undefined;
  const p = m.profile;
  const idDocument = await linkTo(deps, p?.idUploadId);
  const certificateDocument = await linkTo(deps, p?.certificateUploadId);
  return {
    userId: m.userId,
    userNumbers: m.userNumbers,
    firstName: m.firstName,
    lastName: m.lastName,
    eMail: m.email,
    active: m.active,
    idUrl: idDocument?.url ?? null,
    idDocument,
    documentIdNumber: p?.documentIdNumber ?? '',
    address: p?.address ?? '',
    postCode: p?.postCode ?? '',
    tcrNumber: p?.tcrNumber ?? '',
    rpasNumber: p?.rpasNumber ?? '',
    rpasMake: p?.rpasMake ?? '',
    certificateType: p?.certificateType ?? null,
    pilotCertificateUrl: certificateDocument?.url ?? null,
    certificateDocument,
    capabilities: p?.capabilities ?? '',
    otherDesc: p?.otherDesc ?? '',
    verification: p?.verification ?? Verification.none,
    disapprovalReason: p?.disapprovalReason ?? '',
    payoutMethod: p?.payoutMethod ?? null,
    payoutEmail: p?.payoutEmail ?? '',
  };
}

/**
 * What anyone signed in may know of a pilot; never the documents (a deliberate change from the
 * spec). Ratings count once they are visible (double-blind).
 */
export async function pilotPublicInfo(deps: MembersDeps, userId: number): Promise<PilotPublicInfo> {
  const info = (await pilotPublicInfos(deps, [userId])).get(userId);
  if (!info) throw refuse(MemberOutcome.pilotNotFound);
  return info;
}

/**
 * `pilotPublicInfo` for several pilots in five queries whatever their number (a client's list
 * of proposals); ids that are not pilots are left out.
 */
export async function pilotPublicInfos(
  deps: MembersDeps,
  userIds: number[],
): Promise<Map<number, PilotPublicInfo>> {
  const [members, completed, ratings, faces] = await Promise.all([
    repo.findMembers(deps.db, userIds),
    repo.completedAirworksOf(deps.db, userIds),
    ratingSummaries(deps.db, userIds, deps.now()),
    pilotFaces(deps, userIds),
  ]);
  const infos = new Map<number, PilotPublicInfo>();
  for (const m of members) {
    if (m.roleId !== Role.pilot) continue;
    infos.set(m.userId, {
      userNumbers: m.userNumbers,
      displayName: displayName(m),
      rpasMake: m.profile?.rpasMake ?? '',
      certificateType: m.profile?.certificateType ?? null,
      totalAirworks: completed.get(m.userId) ?? 0,
      ...ratings.get(m.userId)!,
      capabilities: m.profile?.capabilities ?? '',
      otherDesc: m.profile?.otherDesc ?? '',
      ...faces.get(m.userId)!,
      verifiedSince:
        m.profile?.verification === Verification.approved
          ? (m.profile.decidedAt?.toISOString() ?? null)
          : null,
    });
  }
  return infos;
}
