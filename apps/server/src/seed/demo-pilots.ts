import type { FastifyInstance } from 'fastify';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { Verification } from '@airwork/shared/pilots/pilot.schema';
import type { Db } from '../db/client';
import { hashToken, newToken } from '../lib/tokens';
import * as accounts from '../modules/accounts/accounts.repository';
import { forgetSession } from '../modules/accounts/sessions.repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoDocument, uploadDocument } from './demo-files';
import type { Actor, Call } from './demo-story';

// The demo pilots become pilots the way anyone does: signed up (unverified), they send their
// ID, certificate and drone for verification, say where they live and how far they travel, and
// an admin approves them. Clients then read a real profile: certificate, drone, home city and
// the distance to their site — not dashes.

interface PilotStory {
  homeCity: string;
  travelKm: number;
  languages: string[];
  bio: string;
  certificateType: 1 | 2;
  tcrNumber: string;
  rpasNumber: string;
  rpasMake: string;
  address: string;
  postCode: string;
  capabilities: string;
}

/** In the order of the demo pilots in DEMO_ACCOUNTS. */
const PILOT_STORIES: readonly PilotStory[] = [
  {
    homeCity: 'Toronto, Ontario',
    travelKm: 2000,
    languages: ['en', 'zh'],
    bio: 'Advanced RPAS pilot since 2019: roofs, solar and construction progress across Canada. Insured, with a spare drone on every site.',
    certificateType: 2,
    tcrNumber: 'PA-2019-48213',
    rpasNumber: 'C-4821307',
    rpasMake: 'DJI Mavic 3 Enterprise Thermal',
    address: '88 Harbour St',
    postCode: 'M5J 0C3',
    capabilities: '1,2,3,5',
  },
  {
    homeCity: 'Calgary, Alberta',
    travelKm: 500,
    languages: ['en', 'pa'],
    bio: 'Mapping and inspections in Alberta: orthomosaics, point clouds and wind turbine blades.',
    certificateType: 2,
    tcrNumber: 'PA-2021-77104',
    rpasNumber: 'C-7710452',
    rpasMake: 'DJI Matrice 350 RTK',
    address: '300 5 Ave SW',
    postCode: 'T2P 3C4',
    capabilities: '2,4,6',
  },
  {
    homeCity: 'Montréal, Québec',
    travelKm: 300,
    languages: ['fr', 'en'],
    bio: 'Photos et vidéo pour l’immobilier et les événements — real-estate and event video in Montréal and around.',
    certificateType: 1,
    tcrNumber: 'PB-2022-30518',
    rpasNumber: 'C-3051866',
    rpasMake: 'DJI Air 3',
    address: '1250 Rue University',
    postCode: 'H3B 3B0',
    capabilities: '1,7',
  },
];

/**
 * An admin session of the story's own, opened without a password (the story acts for the first
 * admin, as the demo's "Airwork Admin"); answer it with a way to end it, so that the admin's own
 * sessions are never touched.
 */
export async function storyAdmin(
  db: Db,
  now: Date,
): Promise<{ admin: Actor; end: () => Promise<void> }> {
  const id = await accounts.firstActiveAdminId(db);
  if (id === undefined) throw new Error('demo story: no active admin to verify the pilots');
  const token = newToken();
  const sessionId = await accounts.insertSession(db, {
    userId: id,
    tokenHash: hashToken(token),
    persistent: false,
    expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    mfaAt: now,
  });
  return { admin: { id, token }, end: () => forgetSession(db, sessionId) };
}

/** The pilot's papers and profile, sent as the verification and profile forms send them. */
async function sendPapers(
  app: FastifyInstance,
  call: Call,
  pilot: Actor,
  story: PilotStory,
  name: string,
) {
  const idFile = await uploadDocument(app, pilot, 'id.png', await demoDocument('Photo ID', name));
  const kind = story.certificateType === 2 ? 'Advanced' : 'Basic';
  const certificate = await uploadDocument(
    app,
    pilot,
    'pilot-certificate.png',
    await demoDocument(`Pilot Certificate — ${kind} Operations`, `${name} · ${story.tcrNumber}`),
  );
  await call(
    '/api/member/pilotProfile',
    {
      userId: pilot.id,
      idFile,
      certificateType: story.certificateType,
      tcrNumber: story.tcrNumber,
      pilotCertificateFile: certificate,
      rpasNumber: story.rpasNumber,
      rpasMake: story.rpasMake,
      address: story.address,
      postCode: story.postCode,
      capabilities: story.capabilities,
    },
    pilot,
  );
  const { bio, homeCity, travelKm, languages } = story;
  await call('/api/member/updatePublicProfile', { bio, homeCity, travelKm, languages }, pilot);
}

/** Each demo pilot still unverified sends their papers and profile; the admin approves them. */
export async function verifyPilots(
  app: FastifyInstance,
  call: Call,
  pilots: readonly Actor[],
  admin: Actor,
  moveTo: (at: Date) => void,
  start: Date,
): Promise<void> {
  for (const [k, pilot] of pilots.entries()) {
    const info = await call<{ verification: number }>(
      '/api/member/loadPilotInfo',
      { userId: pilot.id },
      pilot,
    );
    if (info.verification !== Verification.none) continue;
    const account = DEMO_ACCOUNTS[k + 1]!;
    moveTo(new Date(start.getTime() + k * 3_600_000));
    await sendPapers(
      app,
      call,
      pilot,
      PILOT_STORIES[k]!,
      `${account.firstName} ${account.lastName}`,
    );
    // The admin decides the next morning.
    moveTo(new Date(start.getTime() + (20 + k) * 3_600_000));
    await call(
      '/api/admin/setPilotState',
      { userId: pilot.id, state: AccountStatus.active },
      admin,
    );
  }
}
