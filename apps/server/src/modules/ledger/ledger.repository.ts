import { and, eq, sql } from 'drizzle-orm';
import {
  balanced,
  type LedgerAccount,
  type LedgerEntryKind,
  type LedgerLine,
} from '@airwork/shared/ledger/ledger-accounts';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerLines } from '../../db/schema/ledger';

export interface NewEntry {
  /** Names the movement: the same key posted again writes nothing. */
  key: string;
  kind: LedgerEntryKind;
  airworkId: number | null;
  at: Date;
  lines: readonly LedgerLine[];
}

/**
 * Writes an entry and its lines, in the caller's transaction; answers false when an entry of
 * that key was written before (a retried movement). Lines that do not balance are a bug.
 */
export async function postEntry(tx: DbOrTx, e: NewEntry): Promise<boolean> {
  const lines = e.lines.filter((l) => l.amountCents !== 0);
  if (lines.length === 0) return false;
  if (!balanced(lines)) throw new Error(`ledger entry ${e.key} does not balance`);
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ key: e.key, kind: e.kind, airworkId: e.airworkId, at: e.at })
    .onConflictDoNothing({ target: ledgerEntries.key })
    .returning({ id: ledgerEntries.id });
  if (!entry) return false;
  await tx.insert(ledgerLines).values(lines.map((l) => ({ ...l, entryId: entry.id })));
  return true;
}

/** An account's balance, debit positive (a liability's is negative). */
export async function balanceOf(
  db: DbOrTx,
  account: LedgerAccount,
  subjectId: number | null = null,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerLines.amountCents})` })
    .from(ledgerLines)
    .where(
      and(
        eq(ledgerLines.account, account),
        subjectId === null
          ? sql`${ledgerLines.subjectId} is null`
          : eq(ledgerLines.subjectId, subjectId),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The entries of an Airwork, oldest first, with their lines. */
export async function entriesOf(db: DbOrTx, filter: { airworkId: number }) {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      key: ledgerEntries.key,
      kind: ledgerEntries.kind,
      airworkId: ledgerEntries.airworkId,
      at: ledgerEntries.at,
      account: ledgerLines.account,
      subjectId: ledgerLines.subjectId,
      amountCents: ledgerLines.amountCents,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(eq(ledgerEntries.airworkId, filter.airworkId))
    .orderBy(ledgerEntries.id, ledgerLines.id);
  const entries = new Map<
    number,
    {
      id: number;
      key: string;
      kind: LedgerEntryKind;
      airworkId: number | null;
      at: Date;
      lines: LedgerLine[];
    }
  >();
  for (const r of rows) {
    const e = entries.get(r.id) ?? {
      id: r.id,
      key: r.key,
      kind: r.kind,
      airworkId: r.airworkId,
      at: r.at,
      lines: [],
    };
    e.lines.push({
      account: r.account,
      subjectId: r.subjectId,
      amountCents: Number(r.amountCents),
    });
    entries.set(r.id, e);
  }
  return [...entries.values()];
}

/** Entries whose lines do not add up to zero (there should be none), by key. */
export async function unbalancedEntries(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: ledgerEntries.key })
    .from(ledgerEntries)
    .leftJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .groupBy(ledgerEntries.id, ledgerEntries.key)
    .having(sql`coalesce(sum(${ledgerLines.amountCents}), 0) <> 0 or count(${ledgerLines.id}) < 2`);
  return rows.map((r) => r.key);
}

/** Every per-person account's balance, by account and person. */
export async function personBalances(db: DbOrTx, account: LedgerAccount) {
  const rows = await db
    .select({
      subjectId: ledgerLines.subjectId,
      sum: sql<string>`sum(${ledgerLines.amountCents})`,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.account, account))
    .groupBy(ledgerLines.subjectId);
  return rows.map((r) => ({ subjectId: r.subjectId, cents: Number(r.sum) }));
}
