import type { AirworkEvent } from '@airwork/shared/airworks/airwork-graph';
import type { DisputeReason } from '@airwork/shared/disputes/dispute.schema';
import type { DisputeDecision } from '@airwork/shared/notices/notice-kinds';
import { about, aboutAccount, accountMail, type AirworkParties, type Tell } from './tell';

// What happened, as the services record it (issue 47): one typed event per fact of the job,
// and one handler each saying whom it tells of what. The Airwork's moves record the events
// their graph entry names (airwork-graph.ts `emits`) through the move itself; the rest are
// recorded by the service where they happen. A new notice is an event (or a graph entry), its
// handler here, and its two texts in the catalogues (packages/shared/src/notices).

export type { AirworkParties } from './tell';

/** A move of the graph: the Airwork after it, who made it (null: the clock) and its note. */
export interface MoveEvent {
  airwork: AirworkParties;
  by: number | null;
  note: string;
}

/** What a move's step adds to the events it records (a day, a dispute's reason, amounts). */
export interface MoveFacts {
  day?: string;
  disputeReason?: DisputeReason;
  outcome?: DisputeDecision;
  capturedCents?: number;
  releasedCents?: number;
  /** The pilots whose proposals closed when another was hired. */
  declined?: readonly number[];
}

interface Pilot {
  id: number;
  name: string;
  number: string;
}

interface Conversation {
  airwork: AirworkParties;
  fromId: number;
  toId: number;
  fromName: string;
}

/** Every event, by name, with what it carries. */
export interface DomainEvents extends Record<AirworkEvent, MoveEvent & MoveFacts> {
  applied: { airwork: AirworkParties; pilot: Pilot };
  withdrew: { airwork: AirworkParties; pilot: Pilot };
  declined: { airwork: AirworkParties; pilotId: number };
  paymentHeld: { airwork: AirworkParties; totalCents: number };
  captured: { airwork: AirworkParties };
  released: { airwork: AirworkParties };
  rated: { airwork: AirworkParties; raterId: number; ratedId: number; revealed: boolean };
  pilotDecided: { userId: number; approved: boolean; reason: string };
  messageSent: Conversation;
  messagesUnread: Conversation & { texts: readonly string[] };
  disputeStatement: { airwork: AirworkParties; to: readonly (number | null)[]; note: string };
  disputeHoldLapsed: { airwork: AirworkParties };
  registered: { userId: number; username: string; userNumbers: string };
  passwordResetAsked: { userId: number; path: string; validMinutes: number };
  newSignIn: { userId: number; path: string; device: string; ip: string; at: Date };
  exportReady: { userId: number; href: string };
}

export type DomainEvent = {
  [K in keyof DomainEvents]: { type: K } & DomainEvents[K];
}[keyof DomainEvents];

export type NoticeHandlers = { [K in keyof DomainEvents]: (e: DomainEvents[K]) => Tell[] };

const named = (a: AirworkParties) => ({ title: a.title, tasksId: a.tasksId });
const bothSides = (a: AirworkParties) => [a.clientId, a.pilotId];
const otherSide = (a: AirworkParties, userId: number | null) =>
  userId === a.clientId ? a.pilotId : a.clientId;
const disputePage = (a: AirworkParties) => ({ path: `/airwork-dispute?Id=${a.id}` });
const lobby = { path: '/Airwork-lobby' };
const proposals = { path: '/client-notification' };
const conversation = (c: Conversation) => ({
  path: `/messages?Id=${c.airwork.id}&userId=${c.fromId}`,
});
const pilotNamed = (a: AirworkParties, p: Pilot) => ({
  ...named(a),
  pilotName: p.name,
  pilotNumber: p.number,
  withUserId: p.id,
});

/** The most of each message, and of all of them, that a digest quotes. */
const QUOTE_MAX = 1000;
const DIGEST_MAX = 6000;

function quotesOf(texts: readonly string[]): string[] {
  const quoted: string[] = [];
  let room = DIGEST_MAX;
  for (const text of texts) {
    if (room <= 0) break;
    const cut = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text;
    quoted.push(`“${cut.slice(0, room)}”`);
    room -= cut.length;
  }
  return quoted;
}

/** The Airwork's moves (the graph's `emits`), each told by its handler. */
const MOVE_HANDLERS: Pick<NoticeHandlers, AirworkEvent> = {
  posted: ({ airwork: a }) => [about(a, a.clientId, 'posted', named(a), { bell: false })],
  hired: ({ airwork: a, declined = [] }) => [
    about(a, a.pilotId, 'applicationApproved', named(a)),
    ...declined.map((pilotId) =>
      about(a, pilotId, 'applicationDisapproved', named(a), { mail: 'optional', ...lobby }),
    ),
  ],
  scheduled: ({ airwork: a, day = '' }) => [
    about(a, a.pilotId, 'scheduled', { ...named(a), day }, { toPilot: true }),
    about(a, a.clientId, 'scheduled', { ...named(a), day }),
  ],
  flightDay: ({ airwork: a }) =>
    bothSides(a).map((to) => about(a, to, 'flightDay', named(a), { mail: 'none' })),
  // The files arriving are on the pilot's screen; the client hears when they are submitted.
  resultsArriving: () => [],
  delivered: ({ airwork: a, note }) => [
    about(
      a,
      a.clientId,
      'delivered',
      { ...named(a), note },
      { path: `/airwork-result?Id=${a.id}` },
    ),
  ],
  accepted: ({ airwork: a, by, note }) =>
    by === null
      ? // Fourteen days without a decision: both sides are told it was the clock.
        bothSides(a).map((to) => about(a, to, 'autoAccepted', named(a)))
      : [
          about(
            a,
            a.pilotId,
            'accepted',
            { ...named(a), note },
            {
              path: `/rating?Id=${a.id}&userId=${a.clientId}&ratingType=2`,
            },
          ),
        ],
  rejected: ({ airwork: a, note }) => [
    about(
      a,
      a.pilotId,
      'rejected',
      { ...named(a), note },
      {
        path: `/upload-file?Id=${a.id}&number=${a.tasksId}`,
      },
    ),
  ],
  cancelled: ({ airwork: a, note }) => [
    about(a, a.pilotId, 'cancelled', { ...named(a), note }, lobby),
  ],
  disputeOpened: ({ airwork: a, by, note, disputeReason }) => [
    about(
      a,
      otherSide(a, by),
      'disputeOpened',
      { ...named(a), note, disputeReason },
      disputePage(a),
    ),
  ],
  disputeDecided: ({
    airwork: a,
    note,
    outcome = 'release',
    capturedCents = 0,
    releasedCents = 0,
  }) => {
    const facts = { ...named(a), note, outcome, capturedCents, releasedCents };
    return bothSides(a).map((to) => about(a, to, 'disputeDecided', facts, disputePage(a)));
  },
};

export const NOTICE_HANDLERS: NoticeHandlers = {
  ...MOVE_HANDLERS,
  applied: ({ airwork: a, pilot }) => [
    // The pilot's own act: mailed as a receipt, not a notification.
    about(a, pilot.id, 'applicationSent', named(a), { bell: false }),
    about(a, a.clientId, 'applicationReceived', pilotNamed(a, pilot), proposals),
  ],
  withdrew: ({ airwork: a, pilot }) => [
    about(a, a.clientId, 'applicationWithdrawn', pilotNamed(a, pilot), {
      mail: 'optional',
      ...proposals,
    }),
  ],
  declined: ({ airwork: a, pilotId }) => [
    about(a, pilotId, 'applicationDisapproved', named(a), { mail: 'optional', ...lobby }),
  ],
  paymentHeld: ({ airwork: a, totalCents }) => [
    about(a, a.clientId, 'paymentHeld', { ...named(a), totalCents }),
    about(a, a.pilotId, 'paymentHeld', { ...named(a), totalCents }, { toPilot: true }),
  ],
  // The money was just taken: the client gets the receipt, the pilot the payout statement.
  captured: ({ airwork: a }) => [
    about(a, a.clientId, 'captured', named(a), { attach: 'receipt' }),
    about(a, a.pilotId, 'paidOut', named(a), { bell: false, attach: 'payout' }),
  ],
  released: ({ airwork: a }) => [about(a, a.clientId, 'released', named(a))],
  rated: ({ airwork: a, raterId, ratedId, revealed }) => [
    about(a, ratedId, 'ratingReceived', named(a), { mail: 'optional' }),
    // Both have rated: both ratings show now, and each side is told theirs is out.
    ...(revealed ? [raterId, ratedId] : []).map((to) =>
      about(a, to, 'ratingRevealed', named(a), { mail: 'none' }),
    ),
  ],
  pilotDecided: ({ userId, approved, reason }) => [
    approved
      ? aboutAccount(userId, 'verificationApproved', {}, '/pilot-profile')
      : aboutAccount(
          userId,
          'verificationDisapproved',
          { reason: reason.slice(0, 500) },
          '/pilot-profile',
        ),
  ],
  // One unread notice per conversation (notifications keep it current); the mail is the digest.
  messageSent: (c) => [
    about(
      c.airwork,
      c.toId,
      'message',
      { ...named(c.airwork), fromName: c.fromName, withUserId: c.fromId },
      { mail: 'none', ...conversation(c) },
    ),
  ],
  messagesUnread: (c) => [
    about(
      c.airwork,
      c.toId,
      'message',
      { ...named(c.airwork), fromName: c.fromName, withUserId: c.fromId, count: c.texts.length },
      { mail: 'optional', bell: false, quotes: quotesOf(c.texts), ...conversation(c) },
    ),
  ],
  disputeStatement: ({ airwork: a, to, note }) =>
    to.map((userId) => about(a, userId, 'disputeStatement', { ...named(a), note }, disputePage(a))),
  disputeHoldLapsed: ({ airwork: a }) => [
    about(a, a.clientId, 'disputeHoldLapsed', named(a), disputePage(a)),
  ],
  registered: ({ userId, username, userNumbers }) => [
    accountMail(userId, 'registered', { username, userNumbers }, { path: '/login' }),
  ],
  passwordResetAsked: ({ userId, path, validMinutes }) => [
    accountMail(userId, 'passwordReset', { validMinutes }, { path }),
  ],
  newSignIn: ({ userId, path, device, ip, at }) => [
    accountMail(userId, 'newSignIn', { device, ip, at: at.toISOString() }, { path }),
  ],
  exportReady: ({ userId, href }) => [accountMail(userId, 'dataExport', {}, { href })],
};
