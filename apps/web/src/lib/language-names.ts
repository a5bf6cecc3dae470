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

const lists = new Map<string, Intl.ListFormat>();

/** "English, French and Chinese" / "英语、法语和中文": a profile's languages in one phrase. */
export function languageList(codes: string[], readerLanguage: string): string {
  const locale = readerLanguage === 'zh' ? 'zh-CN' : 'en-CA';
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return list.format(codes.map((code) => languageName(code, readerLanguage)));
}
