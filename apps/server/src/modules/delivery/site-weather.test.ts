import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteWeather } from '@airwork/shared/delivery/flight-weather';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';

// A site's forecast for flight planning, from an Open-Meteo-compatible service on loopback.

const dates = Array.from({ length: 16 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
const DAILY = {
  time: dates,
  temperature_2m_min: dates.map(() => -5),
  temperature_2m_max: dates.map(() => 1),
  cloud_cover_mean: dates.map((_, i) => i * 6),
  wind_speed_10m_max: dates.map(() => 14),
  wind_gusts_10m_max: dates.map(() => 25),
  precipitation_sum: dates.map(() => 0),
  precipitation_probability_max: dates.map(() => 10),
  sunrise: dates.map((d) => `${d}T07:30`),
  sunset: dates.map((d) => `${d}T16:40`),
  weather_code: dates.map(() => 1),
};

let service: Server;
const asked: string[] = [];
let t: TestApp;
let down: TestApp;
let pilot: Registered;
beforeAll(async () => {
  service = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ daily: DAILY }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  t = await buildTestApp({ env: { WEATHER_URL: `http://127.0.0.1:${port}/v1/forecast` } });
  down = await buildTestApp({ env: { WEATHER_URL: 'http://127.0.0.1:9/v1/forecast' } });
  pilot = await registerUser(t.app, { role_id: 1 });
});
afterAll(async () => {
  await t.close();
  await down.close();
  service.close();
});

const ask = (app: TestApp, date: string, token?: string) =>
  post(app.app, '/api/utilities/weather', { latitude: 43.6532, longitude: -79.3832, date }, token);

describe('the site forecast', () => {
  it('gives the chosen day and the week ahead, asking the service once per half hour', async () => {
    const reply = await ask(t, '2026-12-03', pilot.token);
    expect(reply.status).toBe(200);
    const w = reply.body.result as SiteWeather;
    expect(w.day).toEqual({
      date: '2026-12-03',
      min: -5,
      max: 1,
      cloudCover: 12,
      windSpeed: 14,
      windGusts: 25,
      precipitation: 0,
      precipitationProbability: 10,
      sunrise: '2026-12-03T07:30',
      sunset: '2026-12-03T16:40',
      weatherCode: 1,
    });
    expect(w.week.map((d) => d.date)).toEqual(dates.slice(0, 7));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('wind_gusts_10m_max');
    expect(asked[0]).toContain('forecast_days=16');

    const beyond = (await ask(t, '2027-01-30', pilot.token)).body.result as SiteWeather;
    expect(beyond.day).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('says plainly when the service cannot be reached, and needs a signed-in caller', async () => {
    const user = await registerUser(down.app, { role_id: 1 });
    const reply = await ask(down, '2026-12-03', user.token);
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe('weather.unavailable');
    expect((await ask(t, '2026-12-03')).status).toBe(401);
    expect((await ask(t, '2026-13-40', pilot.token)).status).toBe(400);
  });
});
