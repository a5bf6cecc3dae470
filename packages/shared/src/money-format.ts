// One way to write an amount of Canadian dollars, per language (issue 46): the screens, the mails
// and the notices all go through it, so "$1150.00 CAD" never sits beside "$1,150.00".

const LOCALES = { en: 'en-CA', zh: 'zh-CN' } as const;
const formats = new Map<string, Intl.NumberFormat>();

/** "$1,150.00" (en-CA), "CA$1,150.00" (zh-CN): an amount in cents, as the reader's locale writes it. */
export function formatCadCents(cents: number, language: string): string {
  const locale = language === 'zh' ? LOCALES.zh : LOCALES.en;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}
