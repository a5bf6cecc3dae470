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

/** A moment with its time, in the reader's zone (a message, a notification). */
export function formatDateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-CA', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
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
  const number = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-CA', {
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
