import { Alert, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AirworkHeading } from '../../../components/airwork-heading';
import { useAirwork } from '../../../lib/airwork-query';
import { useClientConfig } from '../../../lib/client-config';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { useSiteWeather } from '../api/schedule';
import { WeekChart } from '../components/week-chart';
import { link, readQuery } from '../../../lib/paths';
import type { TranslationKey } from '../../../i18n/i18n';

/** The embedded weather map, when WEATHER_MAP_URL names one, centred on the site. */
function WeatherMap({ url, site }: { url: string; site: { latitude: number; longitude: number } }) {
  const { t } = useTranslation();
  const src = url
    .replace('{lat}', site.latitude.toFixed(3))
    .replace('{lon}', site.longitude.toFixed(3));
  return (
    <iframe
      title={t('schedule.weather_map')}
      src={src}
      style={{ width: '100%', height: 360, border: 0, borderRadius: 12 }}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  );
}

/** The site's week, or a plain word when the weather service cannot be reached. */
function SiteWeek({ site }: { site: { latitude: number; longitude: number } }) {
  const { t } = useTranslation();
  const weather = useSiteWeather(site, latestCanadianDay());
  if (weather.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (weather.isError) {
    return (
      <Alert color="yellow" title={t('weather.unavailable')}>
        {t('schedule.weather_down')}
      </Alert>
    );
  }
  return <WeekChart week={weather.data.week} />;
}

/**
 * The sky the client asked for, beside the forecast it is weighed against (issue 46: the pilot
 * prepared the flight without seeing it).
 */
function ClientSky({ conditions }: { conditions: string }) {
  const { t } = useTranslation();
  const asked = conditions.split(',').filter(Boolean);
  if (asked.length === 0) return null;
  return (
    <Alert color="blue" title={t('schedule.client_sky')} data-testid="client-sky">
      {asked.map((c) => t(`condition.${c}` as TranslationKey)).join('; ')}
    </Alert>
  );
}

/** Schedule-prepare (query Id, number): check the weather at the site, then choose a day. */
export function SchedulePreparePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const id = query.id();
  const number = query.number();
  const airwork = useAirwork(id);
  const config = useClientConfig();
  const site = airwork.data && {
    latitude: airwork.data.latitude,
    longitude: airwork.data.longitude,
  };
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <AirworkHeading
            title={t('schedule.prepare_title')}
            number={number}
            name={airwork.data?.title}
          />
          <Text c="dimmed">{t('schedule.prepare_hint')}</Text>
          {airwork.data && <ClientSky conditions={airwork.data.conditions} />}
          {airwork.isError && <Alert color="red">{t('task.not_found')}</Alert>}
          {site && config.data?.weatherMapUrl ? (
            <WeatherMap url={config.data.weatherMapUrl} site={site} />
          ) : (
            site && <SiteWeek site={site} />
          )}
          <Group justify="flex-end">
            <Button component={Link} to={link.airworkDetails(id)} variant="default">
              {t('schedule.back')}
            </Button>
            <Button component={Link} to={link.setupSchedule(id, number)}>
              {t('schedule.next')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
