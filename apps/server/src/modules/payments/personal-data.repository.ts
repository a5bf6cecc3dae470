import { and, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PersonalData } from '../../server-module';
import { airworkIdsOf } from '../airworks/airworks.access';

// What the payments module holds about a person (issue 45): the money of the Airworks they
// posted (charged to them) or flew (paid to them). Kept when they go: tax records.

/** Of a person's Airworks, those whose money was captured: each has papers to keep. */
export async function capturedAirworksOf(db: DbOrTx, userId: number): Promise<number[]> {
  const ids = await airworkIdsOf(db, userId);
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: payments.airworkId })
    .from(payments)
    .where(and(inArray(payments.airworkId, ids), isNotNull(payments.capturedAt)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export const paymentsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => {
    const ids = await airworkIdsOf(db, userId);
    if (ids.length === 0) return { payments: [] };
    const money = await db
      .select({
        airworkId: payments.airworkId,
        part: payments.part,
        provider: payments.provider,
        state: payments.state,
        amountCents: payments.amountCents,
        taxCents: payments.taxCents,
        currency: payments.currency,
        captureCents: payments.captureCents,
        createdAt: payments.createdAt,
        authorizedAt: payments.authorizedAt,
        capturedAt: payments.capturedAt,
        releasedAt: payments.releasedAt,
      })
      .from(payments)
      .where(inArray(payments.airworkId, ids));
    return { payments: money };
  },
  keeps: 'payments and their papers stay as issued, names included: tax records',
};
