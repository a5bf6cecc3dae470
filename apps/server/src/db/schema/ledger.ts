import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LedgerAccount, LedgerEntryKind } from '@airwork/shared/ledger/ledger-accounts';

/**
 * A movement of money (issue 48): its lines add up to zero. Written once, in the transaction
 * that records the movement, and never changed or deleted (a trigger refuses it): a correction
 * is a new entry. `key` names the movement (`capture:<payment id>`), so recording it twice
 * writes it once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    /** The Airwork whose money moved, when one did. */
    airworkId: integer('airwork_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_key').on(t.key),
    index('ledger_entries_airwork_idx').on(t.airworkId),
  ],
);

/** One line of an entry: debit positive, credit negative, in cents; never zero. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    account: text('account').$type<LedgerAccount>().notNull(),
    /** The client or pilot of a per-person account (a client's hold, a pilot's balance). */
    subjectId: integer('subject_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_lines_entry_idx').on(t.entryId),
    index('ledger_lines_account_idx').on(t.account, t.subjectId),
  ],
);
