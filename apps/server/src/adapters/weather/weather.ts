import type { SiteDay } from '@airwork/shared/delivery/flight-weather';
import type { Forecast } from '@airwork/shared/pilots/weather.schema';

/** A weather service: the next days' forecast for a point. */
export interface WeatherService {
  forecast(latitude: number, longitude: number): Promise<Omit<Forecast, 'place'>>;
  /** The flight-planning forecast for a site: 16 days, the site's local dates and times. */
  siteDays(latitude: number, longitude: number): Promise<SiteDay[]>;
}

export class WeatherUnavailable extends Error {}

const FORECAST_DAYS = 3;

interface OpenMeteoReply {
  current?: {
    temperature_2m: number;
    cloud_cover: number;
    wind_speed_10m: number;
    weather_code: number;
  };
  daily?: {
    time: string[];
    temperature_2m_min: number[];
    temperature_2m_max: number[];
    cloud_cover_mean: number[];
    wind_speed_10m_max: number[];
    weather_code: number[];
  };
}

/**
 * An Open-Meteo-compatible service (`WEATHER_URL`, its `/v1/forecast` endpoint); without a URL,
 * every forecast is unavailable. Answers wait at most 5 seconds.
 */
async function ask<T>(url: string | undefined, query: URLSearchParams): Promise<T> {
  if (!url) throw new WeatherUnavailable('WEATHER_URL is not set');
  try {
    const reply = await fetch(`${url}?${query.toString()}`, { signal: AbortSignal.timeout(5_000) });
    if (!reply.ok) throw new WeatherUnavailable(`HTTP ${reply.status}`);
    return (await reply.json()) as T;
  } catch (err) {
    throw err instanceof WeatherUnavailable ? err : new WeatherUnavailable(String(err));
  }
}

const SITE_DAILY = [
  'temperature_2m_min',
  'temperature_2m_max',
  'cloud_cover_mean',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'precipitation_sum',
  'precipitation_probability_max',
  'sunrise',
  'sunset',
  'weather_code',
] as const;
type SiteReply = { daily?: Record<(typeof SITE_DAILY)[number] | 'time', (number | string)[]> };

async function siteDays(url: string | undefined, latitude: number, longitude: number) {
  const query = new URLSearchParams({
    latitude: latitude.toFixed(3),
    longitude: longitude.toFixed(3),
    daily: SITE_DAILY.join(','),
    timezone: 'auto',
    forecast_days: '16',
  });
  const d = (await ask<SiteReply>(url, query)).daily;
  if (!d?.time) throw new WeatherUnavailable('incomplete forecast');
  const n = (key: (typeof SITE_DAILY)[number], i: number) => Number(d[key]?.[i] ?? 0);
  return d.time.map((date, i) => ({
    date: String(date),
    min: n('temperature_2m_min', i),
    max: n('temperature_2m_max', i),
    cloudCover: n('cloud_cover_mean', i),
    windSpeed: n('wind_speed_10m_max', i),
    windGusts: n('wind_gusts_10m_max', i),
    precipitation: n('precipitation_sum', i),
    precipitationProbability: n('precipitation_probability_max', i),
    sunrise: String(d.sunrise?.[i] ?? ''),
    sunset: String(d.sunset?.[i] ?? ''),
    weatherCode: n('weather_code', i),
  }));
}

export function createOpenMeteo(url: string | undefined): WeatherService {
  return {
    siteDays: (latitude, longitude) => siteDays(url, latitude, longitude),
    async forecast(latitude, longitude) {
      const query = new URLSearchParams({
        latitude: latitude.toFixed(3),
        longitude: longitude.toFixed(3),
        current: 'temperature_2m,cloud_cover,wind_speed_10m,weather_code',
        daily:
          'temperature_2m_min,temperature_2m_max,cloud_cover_mean,wind_speed_10m_max,weather_code',
        timezone: 'auto',
        forecast_days: String(FORECAST_DAYS),
      });
      const { current: c, daily: d } = await ask<OpenMeteoReply>(url, query);
      if (!c || !d) throw new WeatherUnavailable('incomplete forecast');
      return {
        current: {
          temperature: c.temperature_2m,
          cloudCover: c.cloud_cover,
          windSpeed: c.wind_speed_10m,
          weatherCode: c.weather_code,
        },
        daily: d.time.map((date, i) => ({
          date,
          min: d.temperature_2m_min[i] ?? 0,
          max: d.temperature_2m_max[i] ?? 0,
          cloudCover: d.cloud_cover_mean[i] ?? 0,
          windSpeed: d.wind_speed_10m_max[i] ?? 0,
          weatherCode: d.weather_code[i] ?? 0,
        })),
      };
    },
  };
}
