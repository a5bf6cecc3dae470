import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { SiteDay } from '@airwork/shared/delivery/flight-weather';
import { FLIGHT_LIMITS } from '@airwork/shared/delivery/flight-weather';

/** The short weekday of a calendar day ("Tue", "周二"). */
const weekday = (day: string, language: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(language === 'zh' ? 'zh-CN' : 'en-CA', {
    weekday: 'short',
  });

/** A bar as tall as the share of its maximum, with the number under it for everyone. */
function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  const height = Math.max(2, Math.round((Math.min(value, max) / max) * 56));
  return (
    <Box h={56} style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
      <Box aria-hidden w={14} h={height} bg={color} style={{ borderRadius: 3 }} />
    </Box>
  );
}

/**
 * The site's next seven days: cloud cover and wind, as a table (read by screen readers as
 * numbers) with small bars. Wind above the flying limit shows in red.
 */
export function WeekChart({ week }: { week: SiteDay[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box>
      <Text id="week-caption" size="sm" fw={600} mb={4}>
        {t('schedule.week_caption')}
      </Text>
      <Table
        aria-labelledby="week-caption"
        ta="center"
        verticalSpacing={4}
        horizontalSpacing={2}
        fz="xs"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="start">
              <VisuallyHidden>{t('schedule.measure')}</VisuallyHidden>
            </Table.Th>
            {week.map((d) => (
              <Table.Th key={d.date} scope="col" ta="center" fw={500}>
                {weekday(d.date, i18n.language)}
                <br />
                {Number(d.date.slice(8, 10))}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" ta="start">
              {t('schedule.cloud')}
            </Table.Th>
            {week.map((d) => (
              <Table.Td key={d.date}>
                <Bar value={d.cloudCover} max={100} color="gray.5" />
                {Math.round(d.cloudCover)}%
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" ta="start">
              {t('schedule.wind')}
            </Table.Th>
            {week.map((d) => {
              const strong = d.windSpeed > FLIGHT_LIMITS.windSpeedKmh;
              return (
                <Table.Td key={d.date} c={strong ? 'red.9' : undefined}>
                  <Bar value={d.windSpeed} max={60} color={strong ? 'red.7' : 'blue.6'} />
                  {Math.round(d.windSpeed)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Box>
  );
}
