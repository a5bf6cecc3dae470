import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import { MessageCode, type Thread, type Threads } from '@airwork/shared/messages/message.schema';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, refuse } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import {
  recordTransition,
  recordedSince,
  airworkFacts,
  type LockedAirwork,
} from '../airworks/airworks.access';
import { markConversationNoticesRead } from '../notifications/notifications.access';
import type { UploadsService } from '../uploads/uploads.service';
import * as repo from './messages.repository';
import {
  contactOf,
  displayName,
  messageDto,
  readOnlyReason,
  type Person,
  type Seat,
} from './conversation-rules';
import { runDigests } from './message-digests';
import type { Notices } from '../notices/notices';
import { shareUploads } from '../uploads/uploads.access';

// Conversations between an Airwork's client and a pilot who applied (issue 21): who may read
// and write them, messages with files, unread counts, the live events and the e-mail digest.

export interface MessagesDeps {
  db: Db;
  /** A message's notice and live events, sent once it committed (notices.ts). */
  notices: Notices;
  uploads: UploadsService;
  now: () => Date;
}

/** A message still unread this long after it was sent is e-mailed (one digest a conversation). */
export const DIGEST_AFTER_MS = 10 * 60_000;
/**
 * Finds the conversation `caller` names with `withUserId`: the Airwork's client with one of its
 * applicants, or an applicant with the client; admins name the pilot. A stranger gets 403; a
 * client naming someone who did not apply, 404.
 */
async function seatOf(
  db: DbOrTx,
  caller: SessionCaller,
  taskId: number,
  withUserId: number,
): Promise<Seat> {
  const a = await airworkFacts(db, taskId);
  if (!a) throw refuse(TaskOutcome.notFound);
  let seat: Seat;
  if (caller.roleId === Role.admin) {
    seat = { a, pilotId: withUserId, side: 'admin', otherId: withUserId };
  } else if (caller.userId === a.clientId) {
    seat = { a, pilotId: withUserId, side: 'client', otherId: withUserId };
  } else if (withUserId === a.clientId) {
    seat = { a, pilotId: caller.userId, side: 'pilot', otherId: a.clientId };
  } else {
    throw forbidden();
  }
  if (!(await repo.applied(db, a.id, seat.pilotId))) {
    // A pilot who never applied is no party; a client or admin named someone who is none.
    if (seat.side === 'pilot') throw forbidden();
    throw notFound(MessageCode.noConversation);
  }
  return seat;
}

async function peopleOf(db: DbOrTx, a: LockedAirwork, pilotId: number) {
  const rows = await repo.people(db, [a.clientId, pilotId]);
  return {
    client: rows.find((r) => r.id === a.clientId),
    pilot: rows.find((r) => r.id === pilotId),
  };
}

/** A sitting: an admin's readings of one conversation within it are recorded once. */
const READING_MS = 30 * 60_000;

/**
 * Reading someone's conversation is recorded where the parties can see it (the Airwork's
 * record) — once a sitting, not at every page or refresh of the screen.
 */
async function recordReading(
  deps: MessagesDeps,
  caller: SessionCaller,
  a: LockedAirwork,
  pilot: Person | undefined,
) {
  const note = pilot ? displayName(pilot) : '';
  const now = deps.now();
  const reading = { airworkId: a.id, actorId: caller.userId, action: 'readMessages', note };
  if (await recordedSince(deps.db, reading, new Date(now.getTime() - READING_MS))) {
    return;
  }
  await recordTransition(deps.db, {
    airworkId: a.id,
    fromStatus: a.status,
    toStatus: a.status,
    action: 'readMessages',
    actorId: caller.userId,
    note,
    createdAt: now,
  });
}

/** `/api/messages/thread`: a page of the conversation, oldest first. */
export async function thread(
  deps: MessagesDeps,
  caller: SessionCaller,
  r: { taskId: number; withUserId: number; beforeId?: number; size: number },
): Promise<Thread> {
  const seat = await seatOf(deps.db, caller, r.taskId, r.withUserId);
  const { a, pilotId } = seat;
  const conversation = await repo.findConversation(deps.db, a.id, pilotId);
  const rows = conversation
    ? await repo.messagePage(deps.db, conversation.id, r.beforeId, r.size + 1)
    : [];
  const page = rows.slice(0, r.size).reverse();
  const files = await repo.filesOf(
    deps.db,
    page.map((m) => m.id),
  );
  const { client, pilot } = await peopleOf(deps.db, a, pilotId);
  if (seat.side === 'admin') await recordReading(deps, caller, a, pilot);
  const other = seat.side === 'pilot' ? client : pilot;
  const muted = conversation?.clientMutedAt != null;
  const reason = readOnlyReason(
    a,
    pilotId,
    [client?.active ?? AccountStatus.deleted, pilot?.active ?? AccountStatus.deleted],
    deps.now(),
    muted,
  );
  return {
    more: rows.length > r.size,
    data: page.map((m) => messageDto(m, files, (f) => deps.uploads.documentLink(f).url)),
    taskId: a.id,
    tasksId: a.tasksId,
    title: a.title,
    status: a.status,
    accepted: a.acceptedAt !== null,
    clientId: a.clientId,
    pilotId,
    withName: other
      ? contactOf(seat, other)
        ? `${other.firstName} ${other.lastName}`
        : displayName(other)
      : '',
    readOnly: seat.side === 'admin' || reason !== null,
    readOnlyReason: reason,
    muted: muted && a.pilotId !== pilotId,
    mayMute: seat.side === 'client' && conversation !== undefined && a.pilotId !== pilotId,
    contact: contactOf(seat, other),
  };
}

/** `/api/messages/send`: a message to the other party, with the sender's uploaded files. */
export async function send(
  deps: MessagesDeps,
  caller: SessionCaller,
  r: { taskId: number; toUserId: number; text: string; attachmentIds: string[] },
) {
  const now = deps.now();
  const fileIds = [...new Set(r.attachmentIds)];
  const sent = await deps.notices.transaction(async (tx) => {
    const seat = await seatOf(tx, caller, r.taskId, r.toUserId);
    const { a, pilotId } = seat;
    const { client, pilot } = await peopleOf(tx, a, pilotId);
    const actives = [
      client?.active ?? AccountStatus.deleted,
      pilot?.active ?? AccountStatus.deleted,
    ];
    const conversation = await repo.findConversation(tx, a.id, pilotId);
    const muted = conversation?.clientMutedAt != null;
    if (readOnlyReason(a, pilotId, actives, now, muted)) throw conflict(MessageCode.readOnly);
    const files = await repo.unsentFiles(tx, fileIds, caller.userId);
    if (files.length !== fileIds.length) throw badRequest(MessageCode.attachmentUnknown);
    const conversationId = await repo.touchConversation(
      tx,
      { airworkId: a.id, clientId: a.clientId, pilotId },
      now,
    );
    const message = await repo.insertMessage(
      tx,
      { conversationId, fromUserId: caller.userId, toUserId: seat.otherId, text: r.text },
      now,
    );
    await repo.attach(tx, message.id, fileIds);
    // A file sent is the conversation's: it stays when its sender erases their account.
    await shareUploads(tx, { kind: 'message', id: message.id }, fileIds);
    const recipientSide = seat.side === 'client' ? 'pilot' : 'client';
    await repo.scheduleDigest(
      tx,
      conversationId,
      recipientSide,
      new Date(now.getTime() + DIGEST_AFTER_MS),
    );
    // The recipient's notice: one, kept current, per unread conversation.
    const sender = seat.side === 'client' ? client : pilot;
    await deps.notices.record(tx, {
      type: 'messageSent',
      airwork: a,
      fromId: caller.userId,
      toId: seat.otherId,
      fromName: sender ? displayName(sender) : '',
    });
    // Once it committed, every open tab of both people hears of it (through Redis, everywhere).
    const event = { type: 'message' as const, taskId: a.id, title: a.title, messageId: message.id };
    const { otherId } = seat;
    deps.notices.publish(tx, otherId, { ...event, withUserId: caller.userId, byYou: false });
    deps.notices.publish(tx, caller.userId, { ...event, withUserId: otherId, byYou: true });
    return { message };
  });
  return { id: sent.message.id, createdAt: sent.message.createdAt.toISOString() };
}

/**
 * `/api/messages/mute`: the client mutes (or unmutes) a pilot who applied (issue 45). A muted
 * pilot not hired writes nothing more in the conversation, and a proposal note of theirs stays
 * on the proposal; hiring them lifts it (the hired pilot is never muted).
 */
export async function mute(
  deps: MessagesDeps,
  caller: SessionCaller,
  r: { taskId: number; withUserId: number; muted: boolean },
) {
  const seat = await seatOf(deps.db, caller, r.taskId, r.withUserId);
  if (seat.side !== 'client') throw forbidden();
  if (seat.a.pilotId === seat.pilotId) throw conflict(MessageCode.muteHired);
  const at = r.muted ? deps.now() : null;
  if (!(await repo.setMuted(deps.db, { airworkId: seat.a.id, pilotId: seat.pilotId }, at))) {
    throw notFound(MessageCode.noConversation);
  }
  return { muted: r.muted };
}

/** `/api/messages/markRead`: what the caller received in the conversation is read. */
export async function markRead(
  deps: MessagesDeps,
  caller: SessionCaller,
  r: { taskId: number; withUserId: number },
) {
  const seat = await seatOf(deps.db, caller, r.taskId, r.withUserId);
  const conversation = await repo.findConversation(deps.db, seat.a.id, seat.pilotId);
  if (!conversation) return { read: 0 };
  const now = deps.now();
  const read = await deps.db.transaction(async (tx) => {
    const n = await repo.markRead(tx, conversation.id, caller.userId, now);
    await markConversationNoticesRead(tx, caller.userId, seat.a.id, seat.otherId, now);
    return n;
  });
  // The caller's other tabs bring their badges down.
  if (read > 0) deps.notices.publish(deps.db, caller.userId, { type: 'notice' });
  return { read };
}

/** `/api/messages/threads`: the caller's conversations, the latest message first. */
export async function threads(
  deps: MessagesDeps,
  caller: SessionCaller,
  q: { page: number; size: number },
): Promise<Threads> {
  const [rows, total, unread] = await Promise.all([
    repo.threadsOf(deps.db, caller.userId, q.size, (q.page - 1) * q.size),
    repo.countThreads(deps.db, caller.userId),
    repo.unreadTotal(deps.db, caller.userId),
  ]);
  const now = deps.now();
  return {
    total,
    unread,
    data: rows.map((t) => {
      const hired = t.hiredPilotId !== null && t.hiredPilotId === t.pilotId;
      return {
        taskId: t.taskId,
        tasksId: t.tasksId,
        title: t.title,
        withUserId: t.withUserId,
        withName: hired
          ? `${t.withFirstName} ${t.withLastName}`
          : displayName({ firstName: t.withFirstName, lastName: t.withLastName }),
        lastText: t.lastText ?? '',
        lastAt: t.lastAt.toISOString(),
        unread: t.unread,
        readOnly:
          readOnlyReason(
            { status: t.status, pilotId: t.hiredPilotId, acceptedAt: t.acceptedAt },
            t.pilotId,
            [t.withActive],
            now,
            t.mutedAt !== null,
          ) !== null,
      };
    }),
  };
}

/** `/api/admin/conversations`: an Airwork's conversations, for admins. */
export async function conversationsOfTask(deps: MessagesDeps, taskId: number) {
  if (!(await airworkFacts(deps.db, taskId))) throw refuse(TaskOutcome.notFound);
  const rows = await repo.conversationsOfAirwork(deps.db, taskId);
  return rows.map((r) => ({
    pilotId: r.pilotId,
    pilotName: displayName(r),
    count: r.count,
    lastAt: r.lastAt.toISOString(),
  }));
}

export const createMessagesService = (deps: MessagesDeps) =>
  bindUseCases(deps, { thread, send, markRead, mute, threads, conversationsOfTask, runDigests });
export type MessagesService = ReturnType<typeof createMessagesService>;
