import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { TranslationKey } from '../../../i18n/i18n';

// Filled, with text colour chosen for contrast (light variants fail WCAG AA in orange and teal).
const COLORS: Record<number, string> = { 1: 'teal.9', 2: 'yellow.4', 3: 'red.9', 4: 'gray.7' };

/** A pilot's account status with a readable label (spec section 4 gives only the numbers). */
export function AccountStatusBadge({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" autoContrast color={COLORS[active] ?? 'gray.7'}>
      {t(`account_status.${active}` as TranslationKey)}
    </Badge>
  );
}
