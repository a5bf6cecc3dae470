import type { Position } from '@airwork/shared/geo/distance';
import type { PilotPublicInfo } from '@airwork/shared/pilots/pilot.schema';
import type { AirworkMoves } from '../airworks/airwork-lifecycle';
import type { Db, DbOrTx } from '../../db/client';
import type { Notices } from '../notices/notices';

// What the hiring use cases (hiring.service.ts, withdraw-application.ts) share: their
// dependencies and what a pilot proposes (their refusals are HiringOutcome, hiring.calls.ts).

export interface HiringDeps {
  db: Db;
  /** The one way an Airwork moves (airwork-lifecycle.ts): approval hires. */
  moves: AirworkMoves;
  /** The transactions whose notices and live events go out once they commit (notices.ts). */
  notices: Notices;
  pilotInfo: (pilotId: number) => Promise<PilotPublicInfo>;
  /** The same for several pilots at once (a client's list of proposals). */
  pilotInfos: (pilotIds: number[]) => Promise<Map<number, PilotPublicInfo>>;
  /** Where pilots fly from (their public profile's home city), for the distance to a site. */
  pilotHomes: (pilotIds: number[]) => Promise<Map<number, Position>>;
  /**
   * Writes a proposal's note as the pilot's first message to the client, in the caller's
   * transaction; answers its id, or null when the client muted this pilot. The messages
   * module's, handed down by app.ts.
   */
  proposalNote: (
    tx: DbOrTx,
    m: { airworkId: number; clientId: number; pilotId: number; text: string },
    now: Date,
  ) => Promise<number | null>;
  now?: () => Date;
}

/** What a pilot proposes with an application (issue 23); the spec's call sends none of it. */
export interface ProposalInput {
  note?: string;
  /** The pilot's own price in cents, what the client would pay (tax in). */
  price?: number;
  /** YYYY-MM-DD. */
  earliestDate?: string;
}
