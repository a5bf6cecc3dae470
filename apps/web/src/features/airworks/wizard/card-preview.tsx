import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { cardBrandOf } from '@airwork/shared/airworks/card';
import classes from './card-preview.module.css';

const BRAND_NAMES: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'AMEX',
  discover: 'Discover',
  unionpay: 'UnionPay',
  other: '',
};

/** "4242424242424242" → "4242 4242 4242 4242", with placeholders for what is not typed yet. */
function groupedNumber(number: string): string {
  const digits = number.replace(/\D/g, '').slice(0, 19).padEnd(16, '•');
  return digits.replace(/(.{4})/g, '$1 ').trim();
}

export interface CardPreviewProps {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  /** The security code is being typed: the card shows its back. */
  flipped: boolean;
}

/** A picture of the card being typed; decorative (the form's fields carry the values). */
export function CardPreview({ name, number, expiry, cvc, flipped }: CardPreviewProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.scene} aria-hidden data-testid="card-preview">
      <div className={`${classes.card} ${flipped ? classes.flipped : ''}`}>
        <div className={classes.face}>
          <Group justify="space-between" align="flex-start">
            <div className={classes.chip} />
            <Text fw={700} fz="lg" fs="italic">
              {BRAND_NAMES[cardBrandOf(number)]}
            </Text>
          </Group>
          <div className={classes.number} data-testid="card-preview-number">
            {groupedNumber(number)}
          </div>
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <div className={classes.caption}>{t('card.holder')}</div>
              <Text truncate fz="sm" tt="uppercase">
                {name || t('card.holder_placeholder')}
              </Text>
            </div>
            <div>
              <div className={classes.caption}>{t('card.expires')}</div>
              <Text fz="sm">{expiry || 'MM/YY'}</Text>
            </div>
          </Group>
        </div>
        <div className={`${classes.face} ${classes.back}`}>
          <div className={classes.strip} />
          <div className={classes.cvc}>{cvc.replace(/./g, '•') || '•••'}</div>
        </div>
      </div>
    </div>
  );
}
