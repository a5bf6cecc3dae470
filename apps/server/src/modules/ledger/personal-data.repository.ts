import { eq } from 'drizzle-orm';
import { ledgerEntries, ledgerLines } from '../../db/schema/ledger';
import type { PersonalData } from '../../server-module';

// What the ledger holds about a person (issue 48): the lines of their own accounts — a client's
// holds, a pilot's balance and payouts. Kept when they go: the books of a business are kept.

export const ledgerPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    ledger: await db
      .select({
        entry: ledgerEntries.key,
        kind: ledgerEntries.kind,
        airworkId: ledgerEntries.airworkId,
        at: ledgerEntries.at,
        account: ledgerLines.account,
        amountCents: ledgerLines.amountCents,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(eq(ledgerLines.subjectId, userId))
      .orderBy(ledgerLines.id),
  }),
  keeps: 'the ledger is written once and kept: the books of the business (tax records)',
};
