import { formatCalendarDay } from '../day-format';
import { formatCadCents } from '../money-format';
import type { DisputeReason } from '../disputes/dispute.schema';
import type {
  DisputeDecision,
  NoticeCatalogue,
  NoticeKind,
  NoticeMailTexts,
  NoticeWords,
} from './notice-kinds';
import { NOTICES_EN } from './notices-en';
import { NOTICES_ZH } from './notices-zh';

// A notice written in its reader's language, from the catalogue: the sentence the bell and the
// notices page show, and the mail around the same sentence. The server and the web both write
// notices through here, so a notice reads the same in a mail, in the bell and on the page.

export type NoticeLanguage = 'en' | 'zh';

/** The catalogues by language (a test may hand its own). */
export const NOTICE_CATALOGUES: Record<NoticeLanguage, NoticeCatalogue> = {
  en: NOTICES_EN,
  zh: NOTICES_ZH,
};

/** A notice's facts as stored: plain values (older notices may lack some, or hold text). */
export type StoredFacts = Readonly<Record<string, string | number | undefined>>;

const PLACE = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` places; a fact not given reads as nothing. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACE, (_place, name: string) => values[name] ?? '');
}

const asText = (v: string | number | undefined) => (v === undefined ? '' : String(v));

/**
 * An amount kept in cents, written in the reader's language; notices stored before amounts
 * were kept in cents hold the English text, shown as it was.
 */
function money(facts: StoredFacts, name: string, lang: NoticeLanguage): string {
  const cents = facts[`${name}Cents`];
  return typeof cents === 'number' ? formatCadCents(cents, lang) : asText(facts[name]);
}

function day(v: string | number | undefined, lang: NoticeLanguage): string {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
    ? formatCalendarDay(v, lang)
    : asText(v);
}

/** An instant as the mails write it: Canada's Eastern time, in the reader's language. */
function torontoTime(iso: string, lang: NoticeLanguage): string {
  return new Date(iso).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

const isReason = (w: NoticeWords, v: unknown): v is DisputeReason =>
  typeof v === 'string' && Object.hasOwn(w.reasons, v);

const isDecision = (w: NoticeWords, v: unknown): v is DisputeDecision =>
  typeof v === 'string' && Object.hasOwn(w.decisions, v);

/** Every value a notice's texts may name, written as the reader writes it. */
function valuesOf(kind: NoticeKind, facts: StoredFacts, lang: NoticeLanguage, w: NoticeWords) {
  const amounts = {
    total: money(facts, 'total', lang),
    captured: money(facts, 'captured', lang),
    released: money(facts, 'released', lang),
  };
  const note = asText(facts.note);
  const count = Number(facts.count ?? 1);
  const decision = isDecision(w, facts.outcome) ? facts.outcome : 'release';
  const values: Record<string, string> = {
    title: asText(facts.title),
    tasksId: asText(facts.tasksId),
    pilotNumber: asText(facts.pilotNumber),
    fromName: asText(facts.fromName),
    firstName: asText(facts.firstName),
    username: asText(facts.username),
    userNumbers: asText(facts.userNumbers),
    validMinutes: asText(facts.validMinutes),
    ip: asText(facts.ip),
    device: asText(facts.device) || w.unknownDevice,
    when: typeof facts.at === 'string' ? torontoTime(facts.at, lang) : '',
    reason: '',
    ...amounts,
    day: day(facts.day, lang),
    note: note ? fillText(w.quoted, { text: note }) : '',
    messages: count === 1 ? w.messagesOne : fillText(w.messagesMany, { count: String(count) }),
    decision: fillText(w.decisions[decision], amounts),
    decisionSubject: w.decisionSubjects[decision],
  };
  values.pilotName = asText(facts.pilotName) || fillText(w.pilotNumbered, values);
  // A dispute's reason is a code, put in brackets (kept as `reason` by notices before issue 47);
  // a verification's is the admin's own words.
  const code = facts.disputeReason ?? facts.reason;
  if (kind === 'disputeOpened') {
    values.reason = isReason(w, code) ? fillText(w.reasonPart, { reason: w.reasons[code] }) : '';
  } else {
    values.reason = asText(facts.reason);
  }
  return values;
}

/** The sentence the bell and the notices page show. */
export function noticeLine(
  lang: NoticeLanguage,
  kind: NoticeKind,
  facts: StoredFacts,
  catalogue = NOTICE_CATALOGUES[lang],
): string {
  return fillText(catalogue.notices[kind].line, valuesOf(kind, facts, lang, catalogue.words));
}

export interface NoticeMail {
  subject: string;
  /** The greeting, the notice's line, then what the mail adds. */
  paragraphs: string[];
  label: string;
}

/**
 * The mail a notice is, in its reader's language, or undefined for a notice the bell alone
 * tells. `toPilot`: the hired pilot's texts where the two sides are told differently.
 */
export function noticeMail(
  lang: NoticeLanguage,
  kind: NoticeKind,
  facts: StoredFacts & { firstName: string },
  toPilot = false,
  catalogue = NOTICE_CATALOGUES[lang],
): NoticeMail | undefined {
  const texts = catalogue.notices[kind];
  const mail: NoticeMailTexts | undefined = (toPilot && texts.pilotMail) || texts.mail;
  if (!mail) return undefined;
  const values = valuesOf(kind, facts, lang, catalogue.words);
  const more = fillText(mail.more, values);
  return {
    subject: fillText(mail.subject, values),
    paragraphs: [
      fillText(catalogue.words.hello, values),
      fillText(texts.line, values),
      ...(more ? [more] : []),
    ],
    label: fillText(mail.label, values),
  };
}
