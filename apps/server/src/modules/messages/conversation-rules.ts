import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import type { Contact } from '@airwork/shared/accounts/contact.schema';
import type { Message, ReadOnlyReason } from '@airwork/shared/messages/message.schema';
import type * as repo from './messages.repository';
import { type LockedAirwork } from '../airworks/airworks.access';

// The rules of a conversation that are not about the database: when it takes messages, how
// each side is named, and what a message looks like at the boundary.

/** A completed Airwork's conversations take messages this long after its acceptance. */
export const OPEN_AFTER_ACCEPTANCE_MS = 30 * 24 * 60 * 60_000;

/** Where a caller stands in a conversation. */
export interface Seat {
  a: LockedAirwork;
  pilotId: number;
  /** The caller's side; admins only read. */
  side: 'client' | 'pilot' | 'admin';
  /** The other person (for an admin: the pilot). */
  otherId: number;
}

/** Why the conversation takes no new message, or null when it does. */
export function readOnlyReason(
  a: { status: number; pilotId: number | null; acceptedAt: Date | null },
  pilotId: number,
  actives: number[],
  now: Date,
  /** The client muted this pilot (a hired pilot is never muted: the work needs the talk). */
  muted = false,
): ReadOnlyReason | null {
  if (actives.some((s) => s === AccountStatus.blocked || s === AccountStatus.deleted)) {
    return 'accountClosed';
  }
  if (a.pilotId !== null && a.pilotId !== pilotId) return 'otherPilotHired';
  if (a.status === AirworkStatus.cancelled) return 'closed';
  if (a.acceptedAt && now.getTime() - a.acceptedAt.getTime() > OPEN_AFTER_ACCEPTANCE_MS) {
    return 'closed';
  }
  if (muted && a.pilotId !== pilotId) return 'muted';
  return null;
}

export type Person = Awaited<ReturnType<typeof repo.people>>[number];

/** "Alex M.": how one side sees the other before a hire (and everyone in lists). */
export { displayName } from '@airwork/shared/accounts/display-name';

/** The other party's name and phone, for the client and the hired pilot only. */
export function contactOf(seat: Seat, other: Person | undefined): Contact | null {
  const hired = seat.a.pilotId !== null && seat.a.pilotId === seat.pilotId;
  if (!hired || seat.side === 'admin' || !other) return null;
  return {
    userId: other.id,
    firstName: other.firstName,
    lastName: other.lastName,
    phone: other.hideAtAds === 1 ? '' : (other.mobile ?? ''),
  };
}

type MessageRow = Awaited<ReturnType<typeof repo.messagePage>>[number];
type FileRow = Awaited<ReturnType<typeof repo.filesOf>>[number];

/** A message as the calls answer it; its files through short-lived signed links. */
export function messageDto(
  m: MessageRow,
  files: FileRow[],
  linkOf: (f: FileRow) => string,
): Message {
  return {
    id: m.id,
    fromUserId: m.fromUserId,
    text: m.text,
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({
        id: f.id,
        name: f.originalName,
        type: f.contentType,
        size: f.size,
        url: linkOf(f),
      })),
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}
