// One way to write a calendar day per language (issue 46): the screens, the mails and the
// notices all go through it, so "2026-12-03" never reaches a reader.

const LOCALES = { en: 'en-CA', zh: 'zh-CN' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2026-12-03") as the reader's locale writes it, with its weekday:
 * "Thu, Dec 3, 2026" / "2026年12月3日周四" (without the year: "Thu, Dec 3" / "12月3日周四").
 */
export function formatCalendarDay(day: string, language: string, withYear = true): string {
  const locale = language === 'zh' ? LOCALES.zh : LOCALES.en;
  const key = `${locale}:${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      // The day is a day, not an instant: read at noon UTC, written in UTC, it never moves.
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
