import { MemberOutcome } from '@airwork/shared/pilots/member.calls';
import { Role } from '@airwork/shared/accounts/account-constants';
import type {
  clientProfileUpdateSchema,
  pilotProfileUpdateSchema,
} from '@airwork/shared/pilots/pilot.schema';
import type { z } from 'zod';
import { refuse } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { SessionCaller } from '../../plugins/auth';
import { type MembersDeps } from './member-deps';
import * as repo from './members.repository';
import { savePilotWithDocuments } from './pilot-documents';

type PilotUpdate = z.output<typeof pilotProfileUpdateSchema>;
type ClientUpdate = z.output<typeof clientProfileUpdateSchema>;

async function assertContactsFree(
  deps: MembersDeps,
  userId: number,
  contact: { email: string; mobile?: string },
): Promise<void> {
  const taken = await repo.contactTaken(deps.db, userId, contact);
  if (taken.email) throw refuse(MemberOutcome.emailExists);
  if (taken.mobile) throw refuse(MemberOutcome.mobileExists);
}

/**
 * Runs a profile write whose contacts were checked free: two users taking the same address at
 * once both pass the check, and the unique index then decides; the loser is told as the check
 * would have told them, not with a server error.
 */
async function claimingContacts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'users_email_key') throw refuse(MemberOutcome.emailExists);
    if (constraint === 'users_mobile_key') throw refuse(MemberOutcome.mobileExists);
    throw err;
  }
}

/** A pilot's profile (spec "Profile update"): names, e-mail, and the ID on file. */
export async function updatePilotProfile(
  deps: MembersDeps,
  caller: SessionCaller,
  input: PilotUpdate,
): Promise<boolean> {
  await assertContactsFree(deps, caller.userId, { email: input.eMail });
  let idUploadId: string | undefined;
  if (input.idUrl) {
    const upload = await deps.uploads.own(caller, input.idUrl);
    if (!upload?.private) throw refuse(MemberOutcome.documentUnknown);
    idUploadId = upload.id;
  }
  const write = () =>
    deps.db.transaction(async (tx) => {
      const found = await repo.updateUser(tx, caller.userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.eMail,
      });
      if (!found) return false;
      await savePilotWithDocuments(tx, caller.userId, {
        documentIdNumber: input.documentIdNumber,
        address: input.address,
        postCode: input.postCode,
        ...(idUploadId ? { idUploadId } : {}),
      });
      return true;
    });
  return claimingContacts(write);
}

/** A client's profile: the same call with the client's fields. */
export async function updateClientProfile(
  deps: MembersDeps,
  caller: SessionCaller,
  input: ClientUpdate,
): Promise<boolean> {
  await assertContactsFree(deps, caller.userId, { email: input.eMail, mobile: input.mobile });
  return claimingContacts(() =>
    repo.updateUser(deps.db, caller.userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.eMail,
      mobile: input.mobile,
      brief: input.brief,
    }),
  );
}

export const isPilot = (caller: SessionCaller) => caller.roleId === Role.pilot;

export async function updateNotification(
  deps: MembersDeps,
  caller: SessionCaller,
  input: { isNotify: 0 | 1; notifyEmail: string },
): Promise<boolean> {
  return repo.updateUser(deps.db, caller.userId, {
    isNotify: input.isNotify,
    notifyEmail: input.notifyEmail,
  });
}
