import { AdminOutcome } from '@airwork/shared/pilots/admin.calls';
import { Verification } from '@airwork/shared/pilots/pilot.schema';
import type { PilotPage } from '@airwork/shared/pilots/admin.schema';
import { Role } from '@airwork/shared/accounts/account-constants';
import { transitionTo } from '@airwork/shared/accounts/pilot-transitions';
import type { Db } from '../../db/client';
import { refuse } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { bindUseCases } from '../../lib/use-cases';
import { revokeUserSessions } from '../accounts/accounts.access';
import { findMember, lockMember, savePilotProfile, updateUser } from '../members/members.access';
import type { MembersService } from '../members/members.service';
import * as repo from './admin.repository';
import type { Notices } from '../notices/notices';

export interface AdminDeps {
  db: Db;
  members: MembersService;
  /** A decision's notice to the pilot (notices.ts). */
  notices: Notices;
  /** The app's clock: a decision is dated by it. */
  now: () => Date;
}

export const AdminMessage = {
  stateChanged: 'admin.state_changed',
} as const;

type Page = Awaited<ReturnType<typeof repo.listPilots>>;

const toPage = ({ total, rows }: Page): PilotPage => ({
  total,
  data: rows.map((r) => ({
    ...r,
    verification: r.verification ?? Verification.none,
    submittedAt: r.submittedAt?.toISOString() ?? null,
  })),
});

export async function pilotList(
  deps: AdminDeps,
  q: { page: number; size: number; keywords: string },
): Promise<PilotPage> {
  const pattern = q.keywords === '' ? undefined : containsPattern(q.keywords);
  return toPage(await repo.listPilots(deps.db, pattern, q.size, (q.page - 1) * q.size));
}

export async function verifyList(
  deps: AdminDeps,
  q: { page: number; size: number },
): Promise<PilotPage> {
  return toPage(
    await repo.listWaiting(deps.db, Verification.waiting, q.size, (q.page - 1) * q.size),
  );
}

export async function certificateInfo(deps: AdminDeps, userId: number) {
  const info = await deps.members.pilotInfo(userId);
  if (!info) throw refuse(AdminOutcome.pilotNotFound);
  return info;
}

/**
 * The admin's change of a pilot's account (spec section 4, as data in
 * packages/shared/src/accounts/pilot-transitions.ts). Block and Delete end the pilot's
 * sessions at once; a decision on the certificate is recorded with its reason.
 */
export async function setPilotState(
  deps: AdminDeps,
  input: { userId: number; state: number; reason: string },
): Promise<{ active: number; verification: number }> {
  const at = deps.now();
  const state = await deps.notices.transaction(async (tx) => {
    const locked = await lockMember(tx, input.userId);
    if (!locked || locked.roleId !== Role.pilot) throw refuse(AdminOutcome.pilotNotFound);
    // A pilot who deleted their own account was erased: there is no one to restore (issue 45).
    if (locked.erasedAt) throw refuse(AdminOutcome.transitionInvalid);
    const member = await findMember(tx, input.userId);
    const verification = member?.profile?.verification ?? Verification.none;
    const t = transitionTo(locked.active, verification === Verification.waiting, input.state);
    if (!t) throw refuse(AdminOutcome.transitionInvalid);
    if (t.action === 'disapprove' && input.reason === '') throw refuse(AdminOutcome.reasonNeed);
    await updateUser(tx, input.userId, { active: t.to });
    if (t.decidesCertificate) {
      const approved = t.action === 'approve';
      await savePilotProfile(tx, input.userId, {
        verification: approved ? Verification.approved : Verification.disapproved,
        disapprovalReason: approved ? '' : input.reason,
        decidedAt: at,
      });
      // The decision is the pilot's to read in their notifications (with the reason).
      const decided = { userId: input.userId, approved, reason: input.reason };
      await deps.notices.record(tx, { type: 'pilotDecided', ...decided });
    }
    if (t.action === 'block' || t.action === 'delete') {
      await revokeUserSessions(tx, input.userId, at);
    }
    const after = t.decidesCertificate
      ? t.action === 'approve'
        ? Verification.approved
        : Verification.disapproved
      : verification;
    return { active: t.to, verification: after };
  });
  return state;
}

export const createAdminService = (deps: AdminDeps) =>
  bindUseCases(deps, { pilotList, verifyList, certificateInfo, setPilotState });

export type AdminService = ReturnType<typeof createAdminService>;
