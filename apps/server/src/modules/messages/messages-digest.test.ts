import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';
import { startSmtpServer, type SmtpSink } from '../../test/smtp-sink';

// The unread digest (issue 21): a message still unread 10 minutes after it was sent is
// e-mailed, once per conversation, through the outbox and a real SMTP server on loopback;
// not at all when read in time or when the recipient turned e-mail off. The clock is ours.

const MINUTE = 60_000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let smtp: SmtpSink;
let t: TestApp;
let client: Registered;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    now,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://airwork.example' },
  });
  client = await registerUser(t.app, { role_id: 2, first_name: 'Clara', last_name: 'Client' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A pilot who applied to a new Airwork of the client, with e-mail notification on or off. */
async function conversation(emailOn: boolean) {
  const pilot = await verifiedPilot(t);
  await post(
    t.app,
    '/api/member/updateNotification',
    { userId: pilot.id, isNotify: emailOn ? 1 : 0, notifyEmail: '' },
    pilot.token,
  );
  const a = await postAirwork(t, client, { title: 'Solar farm survey' });
  await post(t.app, '/api/tasks/apply', { taskId: a.id }, pilot.token);
  const say = (text: string) =>
    post(t.app, '/api/messages/send', { taskId: a.id, toUserId: pilot.id, text }, client.token);
  return { pilot, a, say };
}

/** One pass of the scheduled work at the test's clock, then the outbox delivered. */
async function runJobs(): Promise<number> {
  const { digests } = await t.app.runDeliveryJobs();
  await t.mailer.deliverDue();
  return digests;
}

const digestsTo = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address) && /sent you/.test(m.subject));

describe('the unread digest', () => {
  it('mails what is unread after 10 minutes, one mail for the conversation, once', async () => {
    const { pilot, a, say } = await conversation(true);
    await say('Roof access is through the loading dock.');
    offset += 3 * MINUTE;
    await say('Bring the thermal camera, please.');
    offset += 6 * MINUTE; // 9 minutes after the first
    expect(await runJobs()).toBe(0);
    offset += 2 * MINUTE;
    expect(await runJobs()).toBe(1);
    const mail = await smtp.waitFor(pilot.email, (m) => /sent you/.test(m.subject));
    expect(mail.subject).toContain('2 messages');
    expect(mail.text).toContain('Roof access is through the loading dock.');
    expect(mail.text).toContain('Bring the thermal camera, please.');
    expect(mail.text).toContain(
      `https://airwork.example/#/messages?Id=${a.id}&userId=${client.id}`,
    );

    // Later passes send nothing more for the same messages.
    offset += 30 * MINUTE;
    expect(await runJobs()).toBe(0);
    expect(digestsTo(pilot.email)).toHaveLength(1);

    // A new message later starts a new wait, and its own digest carries only it.
    await say('Also: the gate code is 4521.');
    offset += 11 * MINUTE;
    expect(await runJobs()).toBe(1);
    await smtp.waitFor(pilot.email, (m) => /sent you a message/.test(m.subject));
    const second = digestsTo(pilot.email).at(-1)!;
    expect(second.text).toContain('gate code');
    expect(second.text).not.toContain('loading dock');
  });

  it('sends nothing when the message was read in time', async () => {
    const { pilot, a, say } = await conversation(true);
    await say('Are you free on Friday?');
    offset += 5 * MINUTE;
    await post(
      t.app,
      '/api/messages/markRead',
      { taskId: a.id, withUserId: client.id },
      pilot.token,
    );
    offset += 10 * MINUTE;
    expect(await runJobs()).toBe(0);
    expect(digestsTo(pilot.email)).toHaveLength(0);
  });

  it('sends nothing to someone who turned e-mail off', async () => {
    const { pilot, say } = await conversation(false);
    await say('Hello?');
    offset += 11 * MINUTE;
    expect(await runJobs()).toBe(0);
    expect(digestsTo(pilot.email)).toHaveLength(0);
  });
});
