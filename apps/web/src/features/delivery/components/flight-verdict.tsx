import { Alert, List, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  flightVerdict,
  type FlightCheck,
  type SiteDay,
} from '@airwork/shared/delivery/flight-weather';
import type { TranslationKey } from '../../../i18n/i18n';
import { clockTime } from '../../../lib/format';

const CHECK_TEXT: Record<FlightCheck, TranslationKey> = {
  cloud: 'schedule.check_cloud',
  wind: 'schedule.check_wind',
  gusts: 'schedule.check_gusts',
  precipitation: 'schedule.check_precipitation',
};

/** Go / no-go for the chosen day at the site, with the numbers behind it. */
export function FlightVerdict({ day, conditions }: { day: SiteDay; conditions: number[] }) {
  const { t } = useTranslation();
  const verdict = flightVerdict(day, conditions);
  return (
    <Alert
      color={verdict.go ? 'teal' : 'red'}
      title={t(verdict.go ? 'schedule.go' : 'schedule.no_go')}
      icon={verdict.go ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
    >
      <List size="sm" spacing={4}>
        {verdict.checks.map((c) => (
          <List.Item key={c.check}>
            {c.ok ? '✓ ' : '✗ '}
            {t(CHECK_TEXT[c.check], { value: Math.round(c.value * 10) / 10, limit: c.limit })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('schedule.daylight', { sunrise: clockTime(day.sunrise), sunset: clockTime(day.sunset) })}
      </Text>
    </Alert>
  );
}
