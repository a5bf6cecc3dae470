import { timeZoneOf } from '@airwork/shared/geo/time-zones';
import { formatCadCents } from '@airwork/shared/money-format';
import { formatCalendarDay } from '@airwork/shared/day-format';

const localeOf = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-CA');

// Each formatter is made once per language and kind: making one is costly (a list of twenty
// Airworks made sixty, about 100 ms of a slow phone's main thread on every render), using one
// is not.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(kind: string, language: string, options: Intl.NumberFormatOptions) {
  const key = `${kind}:${language}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(localeOf(language), options)));
  return f as Intl.NumberFormat;
}

function dateFormat(kind: string, language: string, options: Intl.DateTimeFormatOptions) {
  const key = `${kind}:${language}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(localeOf(language), options)));
  return f as Intl.DateTimeFormat;
}

/** Salaries are shown in Canadian dollars in every language (spec section 9). */
export function formatCad(amount: number, language: string): string {
  // The one writer of dollars the server's mails and notices use too (issue 46).
  return formatCadCents(Math.round(amount * 100), language);
}

/** A whole number as the language groups its digits: "3,300". */
export function formatNumber(n: number, language: string): string {
  return numberFormat('number', language, { maximumFractionDigits: 0 }).format(n);
}

/**
 * A date: "Nov 27, 2026". With `province`, an Airwork's date in the Airwork's own time zone, so
 * a card and the details' "Posted" never name different days (issue 23).
 */
export function formatDate(iso: string, language: string, province?: string): string {
  const timeZone = province === undefined ? undefined : timeZoneOf(province);
  return dateFormat(`date:${timeZone ?? ''}`, language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** A month as people read it: "March 2026", "2026年3月" (member since, verified since). */
export function formatMonth(iso: string, language: string): string {
  return dateFormat('month', language, { year: 'numeric', month: 'long' }).format(new Date(iso));
}

/** A moment with its time, in the reader's zone (a message, a notification). */
export function formatDateTime(iso: string, language: string): string {
  return dateFormat('date-time', language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A moment of an Airwork (posted, each step of its record), in the Airwork's own time zone
 * with the zone named: "Nov 27, 2026, 9:14 a.m. EST" (issue 23). Where the province cannot be
 * told, the reader's zone, still named.
 */
export function formatAirworkTime(iso: string, language: string, province: string): string {
  const timeZone = timeZoneOf(province);
  return dateFormat(`airwork-time:${timeZone ?? ''}`, language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A calendar day (year-month-day) as people read it, e.g. "Tue, Dec 1" (the mails' writer). */
export function formatDay(day: string, language: string, withYear = false): string {
  return formatCalendarDay(day, language, withYear);
}

/** The time part of a local ISO date-time ("2026-12-01T07:31" → "07:31"). */
export const clockTime = (localIso: string) => localIso.slice(11, 16);

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes as people read it: "512 KB", "1.5 GB" (binary units, as file managers). */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = numberFormat(`bytes-${digits}`, language, {
    maximumFractionDigits: digits,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** A duration in seconds as hours, minutes and seconds ("1 h 5 min", "42 s"); undefined if unknown. */
export function formatDuration(seconds: number, language: string): string | undefined {
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const zh = language === 'zh';
  if (h > 0) return zh ? `${h} 小时 ${m} 分钟` : `${h} h ${m} min`;
  if (m > 0) return zh ? `${m} 分钟 ${s % 60} 秒` : `${m} min ${s % 60} s`;
  return zh ? `${s} 秒` : `${s} s`;
}
