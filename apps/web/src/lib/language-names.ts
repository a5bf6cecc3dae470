// A profile's languages are ISO codes; the reader's own language names them (Intl), so no
// text is kept per language and the names are right in English and Chinese alike.

const namers = new Map<string, Intl.DisplayNames>();

/** "French" / "法语" for `fr`, in the reader's language; the code itself if unknown. */
export function languageName(code: string, readerLanguage: string): string {
  const locale = readerLanguage === 'zh' ? 'zh-CN' : 'en-CA';
  let namer = namers.get(locale);
  if (!namer) namers.set(locale, (namer = new Intl.DisplayNames([locale], { type: 'language' })));
  try {
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
}
