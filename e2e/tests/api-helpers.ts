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
