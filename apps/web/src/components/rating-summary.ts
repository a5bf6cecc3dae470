import { useTranslation } from '../i18n/use-translation';
import { formatRatingValue } from '../lib/format';

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
