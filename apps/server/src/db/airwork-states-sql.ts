import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { AIRWORK_STATES } from '@airwork/shared/airworks/airwork-graph';
import type { AirworkState } from '@airwork/shared/airworks/airwork-moves';
import { airworks } from './schema/airworks';

/**
 * A query's "the Airwork is in one of these states", written from the graph (issue 47): no
 * status number in SQL. Delivered and completed share a status and differ in `acceptedAt`;
 * asking for both asks for the status alone, so the status indexes still serve.
 */
export function inStates(...states: AirworkState[]): SQL {
  const plain = new Set<number>();
  const split: SQL[] = [];
  for (const state of new Set(states)) {
    const def: { status: number; accepted?: boolean } = AIRWORK_STATES[state];
    const sharing = (Object.keys(AIRWORK_STATES) as AirworkState[]).filter(
      (s) => AIRWORK_STATES[s].status === def.status,
    );
    if (def.accepted === undefined || sharing.every((s) => states.includes(s))) {
      plain.add(def.status);
    } else {
      const accepted = def.accepted ? isNotNull(airworks.acceptedAt) : isNull(airworks.acceptedAt);
      split.push(and(eq(airworks.status, def.status), accepted)!);
    }
  }
  const statuses = [...plain];
  const byStatus =
    statuses.length === 1 ? eq(airworks.status, statuses[0]!) : inArray(airworks.status, statuses);
  if (split.length === 0) return byStatus;
  return (statuses.length === 0 ? or(...split) : or(byStatus, ...split))!;
}
