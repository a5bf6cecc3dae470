import type { DisputeReason } from '../disputes/dispute.schema';

// Every notice the product gives a user (issue 47): what it is called, and the facts its texts
// fill in. The facts are stored with a bell notice as its params (plain values: amounts in
// cents, days as year-month-day) and handed to its mail as they are; each reader's language
// writes them (notice-text.ts). The texts are in one catalogue per language (notices-en.ts,
// notices-zh.ts), which the compiler holds to this list.

/** The Airwork a notice is about, as every notice about one names it. */
export interface AirworkNamed {
  title: string;
  tasksId: string;
}

/** A kind's facts, declared by their type: the value is never read. */
const facts = <T>() => undefined as unknown as T;

/**
 * What a notice of each kind says besides whom it tells: one entry per notice the product
 * gives — the kinds' one list (each catalogue must hold a text for every one).
 */
export const NOTICE_FACTS = {
  /** The client's receipt of a posted Airwork: a mail only. */
  posted: facts<AirworkNamed>(),
  applicationReceived: facts<
    AirworkNamed & { pilotName: string; pilotNumber: string; withUserId: number }
  >(),
  /** The pilot's own receipt of an application: a mail only. */
  applicationSent: facts<AirworkNamed>(),
  applicationWithdrawn: facts<
    AirworkNamed & { pilotName: string; pilotNumber: string; withUserId: number }
  >(),
  applicationApproved: facts<AirworkNamed>(),
  applicationDisapproved: facts<AirworkNamed>(),
  paymentHeld: facts<AirworkNamed & { totalCents: number }>(),
  scheduled: facts<AirworkNamed & { day: string }>(),
  flightDay: facts<AirworkNamed>(),
  delivered: facts<AirworkNamed & { note?: string }>(),
  accepted: facts<AirworkNamed & { note?: string }>(),
  autoAccepted: facts<AirworkNamed>(),
  rejected: facts<AirworkNamed & { note?: string }>(),
  cancelled: facts<AirworkNamed & { note?: string }>(),
  captured: facts<AirworkNamed>(),
  /** The pilot's payout statement: a mail only (their "accepted" notice told them). */
  paidOut: facts<AirworkNamed>(),
  released: facts<AirworkNamed>(),
  ratingReceived: facts<AirworkNamed>(),
  ratingRevealed: facts<AirworkNamed>(),
  verificationApproved: facts<Record<string, never>>(),
  verificationDisapproved: facts<{ reason: string }>(),
  message: facts<AirworkNamed & { fromName: string; withUserId: number; count?: number }>(),
  disputeOpened: facts<AirworkNamed & { disputeReason?: DisputeReason; note?: string }>(),
  disputeStatement: facts<AirworkNamed & { note?: string }>(),
  disputeDecided: facts<
    AirworkNamed & {
      outcome: DisputeDecision;
      capturedCents: number;
      releasedCents: number;
      note?: string;
    }
  >(),
  disputeHoldLapsed: facts<AirworkNamed>(),
  // The account's own mails: to its e-mail, whatever the notification settings; no bell.
  registered: facts<{ username: string; userNumbers: string }>(),
  passwordReset: facts<{ validMinutes: number }>(),
  /** A sign-in from a device never seen on the account: `at` an ISO instant. */
  newSignIn: facts<{ device: string; ip: string; at: string }>(),
  dataExport: facts<Record<string, never>>(),
};

export type NoticeFacts = { [K in keyof typeof NOTICE_FACTS]: (typeof NOTICE_FACTS)[K] };

export type NoticeKind = keyof NoticeFacts;

export const NOTICE_KINDS = Object.keys(NOTICE_FACTS) as [NoticeKind, ...NoticeKind[]];

/** What an admin's decision did with the held money. */
export type DisputeDecision = 'release' | 'refund' | 'split';

/** One notice: its kind with that kind's facts. */
export type NoticeOf = { [K in NoticeKind]: { kind: K; facts: NoticeFacts[K] } }[NoticeKind];

/**
 * A notice's texts in one language. `line` is what the bell and the notices page show, and the
 * mail's first paragraph, so a notice reads the same wherever it is read.
 */
export interface NoticeTexts {
  line: string;
  /** The mail, when the notice is mailed: subject, what it adds after the line, its button. */
  mail?: NoticeMailTexts;
  /** The hired pilot's mail, where the two sides are told differently. */
  pilotMail?: NoticeMailTexts;
}

export interface NoticeMailTexts {
  subject: string;
  /** A paragraph after the line (what to do next); empty when the line says it all. */
  more: string;
  label: string;
}

/**
 * The words the notices put together (a greeting, a dispute's reason, a decision): written once
 * per language, filled in by notice-text.ts.
 */
export interface NoticeWords {
  hello: string;
  /** A pilot named by number (notices from before names were kept). */
  pilotNumbered: string;
  /** A note the other side wrote, quoted after a sentence. */
  quoted: string;
  /** A dispute's reason, after the title. */
  reasonPart: string;
  reasons: Record<DisputeReason, string>;
  decisions: Record<DisputeDecision, string>;
  decisionSubjects: Record<DisputeDecision, string>;
  /** How many messages a digest holds: one, or `{{count}}`. */
  messagesOne: string;
  messagesMany: string;
  /** A sign-in's device when its browser said nothing of itself. */
  unknownDevice: string;
}

/** One language's catalogue: every notice's texts and the words they share. */
export interface NoticeCatalogue {
  notices: Record<NoticeKind, NoticeTexts>;
  words: NoticeWords;
}
