/** Salaries are shown in Canadian dollars in every language (spec section 9). */
export function formatCad(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
  }).format(amount);
}

export function formatDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'zh' ? 'zh-CN' : 'en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** A calendar day (year-month-day) as people read it, e.g. "Tue, Dec 1". */
export function formatDay(day: string, language: string, withYear = false): string {
  // Noon, so no time zone moves it to the day before or after.
  return new Date(`${day}T12:00:00`).toLocaleDateString(language === 'zh' ? 'zh-CN' : 'en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** The time part of a local ISO date-time ("2026-12-01T07:31" → "07:31"). */
export const clockTime = (localIso: string) => localIso.slice(11, 16);
