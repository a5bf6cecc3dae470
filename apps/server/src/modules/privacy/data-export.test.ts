import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportResult } from '@airwork/shared/accounts/privacy.calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';
import { PDF, uploadDocument } from '../../test/documents';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createLocalStorage } from '../../adapters/storage/file-storage';
import { mailOutbox } from '../../db/schema/mail';
import { createPrivacyService } from './data-export.service';
import { personalDataHolders } from '../../server-modules';
import { testNotices } from '../../test/notices';

// Issue 45: everything Airwork holds about you, as a zip with a JSON index — and nothing of
// anyone else's.

let t: TestApp;
let client: Registered;
let other: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2, first_name: 'Olivia', last_name: 'Tremblay' });
  other = await registerUser(t.app, { role_id: 2, first_name: 'Secret', last_name: 'Neighbour' });
  pilot = await verifiedPilot(t, { first_name: 'Pat', last_name: 'Pilot' });
});
afterAll(async () => {
  await t.close();
});

const download = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
};

describe('the data export', () => {
  it('holds the account, its Airworks, messages and files, and nothing of anyone else', async () => {
    const mine = await postAirwork(t, client, { title: 'Export me: barn roof survey' });
    const theirs = await postAirwork(t, other, { title: 'Not yours: silo inspection' });
    await post(
      t.app,
      '/api/tasks/apply',
      { taskId: mine.id, note: 'Happy to fly it' },
      pilot.token,
    );
    await post(t.app, '/api/tasks/apply', { taskId: theirs.id, note: 'Me too' }, pilot.token);
    await post(
      t.app,
      '/api/messages/send',
      { taskId: mine.id, toUserId: pilot.id, text: 'Can you come Tuesday?' },
      client.token,
    );
    const file = await uploadDocument(t.app, client, PDF, 'site-plan.pdf', 'message');

    const reply = await post(t.app, '/api/member/exportData', {}, client.token);
    const result = reply.body.result as ExportResult;
    expect(result.mailed).toBe(false);
    const zip = await download(result.url!);
    expect([zip.status, zip.type]).toEqual([200, 'application/zip']);
    const entries = unzipSync(new Uint8Array(zip.body));
    const index = JSON.parse(Buffer.from(entries['airwork-export.json']!).toString('utf8')) as {
      account: Record<string, unknown>;
      posted: { title: string }[];
      messages: { text: string; from: string }[];
      files: { id: string; inZip: string }[];
    };
    const text = JSON.stringify(index);

    expect(index.account).toMatchObject({ username: client.username, email: client.email });
    expect(index.account).not.toHaveProperty('passwordHash');
    expect(text).not.toMatch(/argon2/);
    expect(index.posted.map((a) => a.title)).toEqual(['Export me: barn roof survey']);
    expect(index.messages.map((m) => [m.from, m.text])).toEqual([
      ['Pat P.', 'Happy to fly it'],
      ['you', 'Can you come Tuesday?'],
    ]);
    // Nothing of the other client's, nor the pilot's beyond the name on their messages.
    expect(text).not.toContain('Not yours');
    expect(text).not.toContain('Me too');
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(pilot.email);
    expect(text).not.toContain('Neighbour');
    // Every module that holds something about a person adds its sections (server-module.ts
    // `personalData`); an account's second factors are listed without their secrets.
    expect(Object.keys(index).sort()).toEqual(
      [
        'exportedAt',
        'account',
        'signIns',
        'secondFactors',
        'notices',
        'files',
        'classifieds',
        'posted',
        'applications',
        'payments',
        'delivered',
        'given',
        'disputesOpened',
        'disputeStatements',
        'messages',
        'pilot',
        'publicProfile',
        'portfolio',
        'ledger',
        'payouts',
      ].sort(),
    );

    // The file, byte for byte, where the index says.
    const listed = index.files.find((f) => f.id === file.id)!;
    expect(listed.inZip).toMatch(/site-plan\.pdf$/);
    expect(Buffer.from(entries[listed.inZip]!).equals(PDF)).toBe(true);

    // Reading the account without its hash changes nothing of the table: a sign-up still
    // stores a password (a first version dropped the column from every later insert).
    const after = await registerUser(t.app, { role_id: 2 });
    expect(
      (
        await post(t.app, '/api/member/login', {
          userName: after.username,
          userPwd: after.password,
        })
      ).body.result,
    ).toHaveProperty('token');
  });

  it('is reached through its signed link only', async () => {
    const result = (await post(t.app, '/api/member/exportData', {}, other.token)).body
      .result as ExportResult;
    const forged = result.url!.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await download(forged)).status).toBe(404);
    const otherId = result.url!.replace(/exports\/[0-9a-f]{32}/, `exports/${'0'.repeat(32)}`);
    expect((await download(otherId)).status).toBe(404);
    expect((await post(t.app, '/api/member/exportData', {})).status).toBe(401);
  });

  it('comes by mail when it takes longer than the reply may wait', async () => {
    const slow = createPrivacyService({
      db: t.db,
      storage: createLocalStorage(path.join(t.config.dataDir, 'files')),
      notices: testNotices(t, { publicUrl: 'http://airwork.test' }),
      signingSecret: t.config.signingSecret,
      publicUrl: 'http://airwork.test',
      now: () => new Date(),
      answerWithinMs: 0,
      checkCredentials: () => Promise.resolve('ok'),
      keepPapers: () => Promise.resolve(),
      holders: personalDataHolders(),
    });
    const caller = {
      sessionId: 0,
      userId: client.id,
      roleId: 2,
      active: 1,
      mfaEnabled: false,
      mfaAt: null,
    };
    expect(await slow.exportData(caller)).toEqual({ url: null, expiresAt: null, mailed: true });
    // The link is mailed once the zip is made; it opens the same kind of zip.
    let mail: { textBody: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      [mail] = await t.db
        .select({ textBody: mailOutbox.textBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Your Airwork data export is ready'));
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    const url = /http:\/\/airwork\.test(\/api\/member\/exports\/\S+)/.exec(mail!.textBody)![1]!;
    const zip = await download(url);
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.body)))).toContain('airwork-export.json');
  });
});
