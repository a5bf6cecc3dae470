import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, registeredUser } from './fixtures';

// Set-ups through the API for journeys that test later screens (each screen they skip has its
// own journey).

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);

/** Calls the API as `username`; answers the result. */
export async function api<T>(page: Page, token: string, path: string, data: unknown): Promise<T> {
  const reply = await page.request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  const body = (await reply.json()) as { code: number; result: T; message: string };
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}

export async function tokenOf(page: Page, username: string, password: string) {
  const login = await page.request.post('/api/member/login', {
    data: { userName: username, userPwd: password },
  });
  return ((await login.json()) as { result: { id: number; token: string } }).result;
}

/** A Kingston roof Airwork posted by the client whose `token` is given; `fields` override. */
export function postAirwork(page: Page, token: string, fields: Record<string, unknown> = {}) {
  return api<{ id: number; tasksId: string }>(page, token, '/api/tasks/add', {
    categoriesIds: '1,',
    address: '1 Ontario St',
    city: 'Kingston',
    province: 'Ontario',
    latitude: 44.2298,
    longitude: -76.4811,
    title: `Barn${Date.now().toString(36)} roof survey`,
    conditions: '2',
    fileFormat: 'JPG',
    salary: '1130',
    description: 'Photos of the barn roof.',
    ...fields,
  });
}

/** A pilot whose verification the admin approved (pilots.spec.ts walks that through the screens). */
export async function verifiedPilot(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const pilot = await registeredUser(page, { role: 1, prefix: 'hp' });
  const { id, token } = await tokenOf(page, pilot.username, pilot.password);
  const document = async (name: string, mimeType: string) => {
    const reply = await page.request.post('/api/utilities/upload?kind=document', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name, mimeType, buffer: await readFile(fixture(name)) } },
    });
    return ((await reply.json()) as { result: { id: string } }).result.id;
  };
  await api(page, token, '/api/member/pilotProfile', {
    userId: id,
    idFile: await document('pixel.png', 'image/png'),
    certificateType: 1,
    tcrNumber: 'C-11',
    pilotCertificateFile: await document('certificate.pdf', 'application/pdf'),
    rpasNumber: 'PA-11',
    rpasMake: 'DJI Mavic 3 Enterprise',
    address: '1 Bay St, Toronto',
    postCode: 'M5J 2T3',
  });
  const admin = await tokenOf(page, 'e2e_admin', 'e2e-admin-password');
  await api(page, admin.token, '/api/admin/setPilotState', { userId: id, state: 1 });
  return { page, pilot };
}

/**
 * An Airwork of a new client with `pilotId` approved and the money held (sandbox); `fields`
 * change the Airwork posted.
 */
export async function heldAirwork(
  browser: Browser,
  pilotToken: string,
  fields: Record<string, unknown> = {},
) {
  const page = await (await browser.newContext()).newPage();
  const client = await registeredUser(page, { prefix: 'dc' });
  const { token } = await tokenOf(page, client.username, client.password);
  const title = `Barn${Date.now().toString(36)} roof survey`;
  const airwork = await postAirwork(page, token, { title, ...fields });
  const { id: applicationId } = await api<{ id: number }>(page, pilotToken, '/api/tasks/apply', {
    taskId: airwork.id,
  });
  await api(page, token, '/api/tasks/updateApplyInfo', {
    id: applicationId,
    taskId: airwork.id,
    status: 9,
  });
  const { orderId } = await api<{ orderId: string }>(page, token, '/api/payment/createOrder', {
    taskId: airwork.id,
    part: 1,
  });
  await api(page, token, '/api/payment/authorizeOrder', { taskId: airwork.id, part: 1, orderId });
  return { ...airwork, title, client };
}

/** The latest calendar day in Canada (a flight day no Canadian zone has left behind). */
export function canadianToday(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date()),
  );
}

/**
 * A verified pilot hired for a new client's Airwork, the money held and today set as the
 * flight day: where the result journeys start.
 */
export async function scheduledAirwork(browser: Browser) {
  const { page, pilot } = await verifiedPilot(browser);
  const pilotAuth = await tokenOf(page, pilot.username, pilot.password);
  const airwork = await heldAirwork(browser, pilotAuth.token);
  const schedule = await canadianToday(page);
  await api(page, pilotAuth.token, '/api/schedule/add', { tasksId: airwork.id, schedule });
  return { page, pilot, pilotAuth, airwork };
}

/** One result file through the chunk protocol (a single chunk), as the pilot's uploader sends it. */
export async function deliverResult(
  page: Page,
  token: string,
  taskId: number,
  file: { name: string; type: string; buffer: Buffer },
) {
  const identifier = `e2e-${taskId}-${file.buffer.length}-${Date.now().toString(36)}`;
  const chunk = await page.request.post('/api/uploader/chunk', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      chunkNumber: '1',
      totalChunks: '1',
      chunkSize: String(10 * 1024 * 1024),
      currentChunkSize: String(file.buffer.length),
      totalSize: String(file.buffer.length),
      identifier,
      filename: file.name,
      relativePath: file.name,
      taskId: String(taskId),
      file: { name: 'blob', mimeType: 'application/octet-stream', buffer: file.buffer },
    },
  });
  expect(chunk.status()).toBe(200);
  return api<{ id: number; url: string }>(page, token, '/api/uploader/mergeFile', {
    taskId,
    filename: file.name,
    identifier,
    totalSize: file.buffer.length,
    type: file.type,
  });
}

export const fixtureFile = (name: string) => readFile(fixture(name));
