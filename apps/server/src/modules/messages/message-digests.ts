import type { Db, DbOrTx } from '../../db/client';
import type { Notices } from '../notices/notices';
import { displayName } from './conversation-rules';
import * as repo from './messages.repository';
import { airworkFacts } from '../airworks/airworks.access';

/**
 * What the digests need, declared here rather than borrowed from the messages service, which
 * runs them (the two modules imported each other).
 */
export interface DigestDeps {
  db: Db;
  notices: Notices;
  now: () => Date;
}

/** How many conversations one pass of the digest job handles. */
const BATCH = 50;

/**
 * Scheduled work: the conversations whose unread messages are due to be mailed. Each is
 * claimed with FOR UPDATE SKIP LOCKED and mailed through the outbox in the same transaction,
 * so one digest goes out, once, whatever the number of instances. Read in time: nothing.
 */
export async function runDigests(deps: DigestDeps): Promise<number> {
  const now = deps.now();
  return deps.notices.transaction(async (tx) => {
    let sent = 0;
    for (const c of await repo.lockDueDigests(tx, now, BATCH)) {
      for (const side of ['client', 'pilot'] as const) {
        const due = side === 'client' ? c.clientDigestDue : c.pilotDigestDue;
        if (!due || due > now) continue;
        if (await digestOne(deps, tx, c, side)) sent += 1;
        await repo.clearDigest(tx, c.id, side);
      }
    }
    return sent;
  });
}

async function digestOne(
  deps: DigestDeps,
  tx: DbOrTx,
  c: { id: number; airworkId: number; clientId: number; pilotId: number },
  side: 'client' | 'pilot',
): Promise<boolean> {
  const to = side === 'client' ? c.clientId : c.pilotId;
  const from = side === 'client' ? c.pilotId : c.clientId;
  const unread = await repo.unmailedUnread(tx, c.id, to);
  if (unread.length === 0) return false;
  const a = await airworkFacts(tx, c.airworkId);
  const [sender] = await repo.people(tx, [from]);
  if (!a || !sender) return false;
  const mailed = await deps.notices.record(tx, {
    type: 'messagesUnread',
    airwork: a,
    fromId: from,
    toId: to,
    fromName: displayName(sender),
    texts: unread.map((m) => m.text),
  });
  await repo.markMailed(
    tx,
    unread.map((m) => m.id),
    deps.now(),
  );
  return mailed > 0;
}
