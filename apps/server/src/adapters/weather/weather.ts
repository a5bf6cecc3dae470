import type { Forecast } from '@airwork/shared/pilots/weather.schema';

/** A weather service: the next days' forecast for a point. */
export interface WeatherService {
  forecast(latitude: number, longitude: number): Promise<Omit<Forecast, 'place'>>;
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
export function createOpenMeteo(url: string | undefined): WeatherService {
  return {
    async forecast(latitude, longitude) {
      if (!url) throw new WeatherUnavailable('WEATHER_URL is not set');
      const query = new URLSearchParams({
        latitude: latitude.toFixed(3),
        longitude: longitude.toFixed(3),
        current: 'temperature_2m,cloud_cover,wind_speed_10m,weather_code',
        daily:
          'temperature_2m_min,temperature_2m_max,cloud_cover_mean,wind_speed_10m_max,weather_code',
        timezone: 'auto',
        forecast_days: String(FORECAST_DAYS),
      });
      let body: OpenMeteoReply;
      try {
        const reply = await fetch(`${url}?${query.toString()}`, {
          signal: AbortSignal.timeout(5_000),
        });
        if (!reply.ok) throw new WeatherUnavailable(`HTTP ${reply.status}`);
        body = (await reply.json()) as OpenMeteoReply;
      } catch (err) {
        throw err instanceof WeatherUnavailable ? err : new WeatherUnavailable(String(err));
      }
      const { current: c, daily: d } = body;
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
