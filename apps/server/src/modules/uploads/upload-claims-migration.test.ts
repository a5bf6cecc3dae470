import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadClaims, uploads } from '../../db/schema/uploads';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';
import { PDF, uploadDocument } from '../../test/documents';

// Issue 47: the files a database kept before uploads were claimed are claimed by the migration
// that brought claims in (0034), so the first sweep after an upgrade keeps every one of them.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(Date.now() + offset) });
});
afterAll(async () => {
  await t.close();
});

/** The migration's own statements that claim what is referenced (all after the table's). */
function backfill(): string[] {
  const file = fileURLToPath(
    new URL('../../db/migrations/0034_upload_claims.sql', import.meta.url),
  );
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.includes('INSERT INTO "upload_claims"'));
}

describe('the migration that brought claims in', () => {
  it('claims every file kept before it, so the first sweep after an upgrade keeps them', async () => {
    const client = await registerUser(t.app, { role_id: 2 });
    const attachment = await uploadDocument(t.app, client, undefined, 'plan.png', 'attachment');
    const airwork = await postAirwork(t, client, { uploadFilePath: attachment.url });
    const pilot = await verifiedPilot(t);
    await post(t.app, '/api/tasks/apply', { taskId: airwork.id }, pilot.token);
    const sent = await uploadDocument(t.app, pilot, undefined, 'roof.png', 'message');
    const message = await post(
      t.app,
      '/api/messages/send',
      { taskId: airwork.id, toUserId: client.id, text: '', attachmentIds: [sent.id] },
      pilot.token,
    );
    expect(message.status).toBe(200);
    const certificate = await uploadDocument(t.app, pilot, PDF, 'certificate.pdf');
    const changed = await post(
      t.app,
      '/api/member/updateCertificate',
      { userId: pilot.id, certificateType: 2, certFileInfos: certificate.id },
      pilot.token,
    );
    expect(changed.status).toBe(200);
    const claimsNow = async () =>
      (await t.db.select().from(uploadClaims)).map((c) => `${c.ownerKind} ${c.uploadId}`).sort();
    const claimed = await claimsNow();
    expect(claimed).toEqual(
      expect.arrayContaining([
        `airwork-attachment ${attachment.id}`,
        `message ${sent.id}`,
        `pilot-certificate ${certificate.id}`,
      ]),
    );

    // A database from before claims: the references, and no claims.
    await t.db.delete(uploadClaims).where(sql`true`);
    for (const statement of backfill()) await t.db.execute(sql.raw(statement));
    expect(await claimsNow()).toEqual(claimed);

    offset = 30 * DAY;
    await t.app.runDeliveryJobs();
    const kept = (await t.db.select({ id: uploads.id }).from(uploads)).map((u) => u.id);
    expect(kept).toEqual(expect.arrayContaining([attachment.id, sent.id, certificate.id]));
  });
});
