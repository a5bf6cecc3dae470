import { useTranslation } from '../i18n/use-translation';

/**
 * An average of stars: one decimal, "4.8" ("5.0" for a full five), one formatter per language
 * (a list of proposals writes dozens). Here, not in lib/format.ts, which Home's first load
 * carries: no first-load screen shows a rating.
 */
const ratingFormats = new Map<string, Intl.NumberFormat>();
function formatRatingValue(n: number, language: string): string {
  let format = ratingFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-CA', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    ratingFormats.set(language, format);
  }
  return format.format(n);
}

/**
 * A rating as every screen writes it (issue 46): "★ 4.8 (12 reviews)" — never "5 / 1", which
 * reads as five out of one; "Not rated yet" without any.
 */
export function useRatingText(): (rating: number, count: number) => string {
  const { t, i18n } = useTranslation();
  return (rating, count) => {
    if (count === 0) return t('applications.no_rating');
    const value = formatRatingValue(rating, i18n.language);
    return count === 1
      ? t('rating.summary_one', { rating: value })
      : t('rating.summary', { rating: value, count });
  };
}
