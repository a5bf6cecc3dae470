import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCloud, IconWind } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { pilotWeatherCall, WeatherOutcome } from '@airwork/shared/pilots/member.calls';
import type { Forecast } from '@airwork/shared/pilots/weather.schema';
import type { TranslationKey } from '../../../i18n/i18n';
import { call, keyOf, messageOf } from '../../../lib/call';

/** WMO weather codes (as Open-Meteo sends them) grouped into what matters before a flight. */
function skyOf(code: number): string {
  if (code === 0) return 'clear';
  if (code <= 3) return 'cloudy';
  if (code <= 48) return 'fog';
  if (code <= 67 || (code >= 80 && code <= 82)) return 'rain';
  if (code <= 77 || code === 85 || code === 86) return 'snow';
  return 'storm';
}

const sky = (code: number) => `weather.sky_${skyOf(code)}` as TranslationKey;

function useWeather(userId: number) {
  return useQuery({
    queryKey: keyOf(pilotWeatherCall, userId),
    queryFn: () => call(pilotWeatherCall, { userId }),
    staleTime: 15 * 60_000,
    retry: false,
  });
}

function Day({ day }: { day: Forecast['daily'][number] }) {
  const { t, i18n } = useTranslation();
  const name = new Date(`${day.date}T12:00:00`).toLocaleDateString(
    i18n.language === 'zh' ? 'zh-CN' : 'en-CA',
    { weekday: 'short', month: 'short', day: 'numeric' },
  );
  return (
    <Paper withBorder radius="md" p="xs">
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="sm">{t(sky(day.weatherCode))}</Text>
      <Text size="sm">
        {Math.round(day.min)}° / {Math.round(day.max)}°C
      </Text>
      <Text size="xs" c="dimmed">
        {t('weather.cloud', { percent: Math.round(day.cloudCover) })} ·{' '}
        {t('weather.wind', { speed: Math.round(day.windSpeed) })}
      </Text>
    </Paper>
  );
}

/**
 * Why there is no forecast (issue 46): the pilot's address, which they can fix, or the weather
 * service, which they cannot — never the one blamed for the other.
 */
function NoForecast({ placeUnknown }: { placeUnknown: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      title={t(placeUnknown ? 'weather.place_unknown' : 'weather.unavailable')}
      data-testid="weather-unavailable"
    >
      {placeUnknown ? (
        <>
          {t('weather.unavailable_hint')}{' '}
          <Anchor component={Link} to="/pilot-profile">
            {t('pilot_home.edit_profile')}
          </Anchor>
        </>
      ) : (
        t('weather.service_down_hint')
      )}
    </Alert>
  );
}

/** Pilot home's weather for the pilot's address: now, and the next days. */
export function WeatherWidget({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const weather = useWeather(userId);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="weather-title">
      <Title order={2} fz="lg" id="weather-title" mb="sm">
        {t('weather.title')}
      </Title>
      {weather.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {weather.isError && (
        <NoForecast
          placeUnknown={messageOf(weather.error) === WeatherOutcome.placeUnknown.message}
        />
      )}
      {weather.data && (
        <Stack gap="sm">
          <Group gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                {weather.data.place}
              </Text>
              <Text fz={32} fw={700} lh={1.1}>
                {Math.round(weather.data.current.temperature)}°C
              </Text>
              <Text>{t(sky(weather.data.current.weatherCode))}</Text>
            </div>
            <Stack gap={4}>
              <Group gap={6}>
                <IconCloud size={16} aria-hidden />
                <Text size="sm">
                  {t('weather.cloud', { percent: Math.round(weather.data.current.cloudCover) })}
                </Text>
              </Group>
              <Group gap={6}>
                <IconWind size={16} aria-hidden />
                <Text size="sm">
                  {t('weather.wind', { speed: Math.round(weather.data.current.windSpeed) })}
                </Text>
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            {weather.data.daily.map((day) => (
              <Day key={day.date} day={day} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Paper>
  );
}
