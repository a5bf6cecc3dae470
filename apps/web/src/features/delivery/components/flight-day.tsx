import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteWeather } from '../api/schedule';
import { FlightVerdict } from './flight-verdict';

/** What the sky says for the chosen day at the site: a verdict, or why there is none. */
export function FlightDay(props: {
  site: { latitude: number; longitude: number };
  day: string;
  conditions: number[];
}) {
  const { t } = useTranslation();
  const weather = useSiteWeather(props.site, props.day);
  if (weather.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (weather.isError) {
    return (
      <Alert color="yellow" title={t('weather.unavailable')}>
        {t('schedule.weather_down')}
      </Alert>
    );
  }
  if (!weather.data.day) return <Text c="dimmed">{t('schedule.no_forecast_yet')}</Text>;
  return <FlightVerdict day={weather.data.day} conditions={props.conditions} />;
}
