/**
 * The calendar day it still is somewhere in Canada (Pacific time, the last Canadian zone to
 * leave a day): an Airwork records no time zone, so a flight day is past only when it is over
 * for every site. The server refuses earlier days; the calendar disables them.
 */
export function latestCanadianDay(now: Date = new Date()): string {
  return pacificDay.format(now);
}

// Made once: a DateTimeFormat with a time zone costs tens of microseconds to make.
const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' });
