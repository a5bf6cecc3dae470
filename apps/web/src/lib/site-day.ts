/**
 * Today as the server counts it for scheduling: the day still running in Pacific time, the
 * last Canadian zone to leave a day (the server refuses only days over everywhere).
 */
export function latestSiteDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(now);
}
