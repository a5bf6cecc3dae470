import { eq } from 'drizzle-orm';
import { airworkResults } from '../../db/schema/results';
import type { PersonalData } from '../../server-module';

// What the results module holds about a person (issue 45): the result files a pilot delivered,
// listed in their export (the files are the Airwork's, reached through it, not copied).

export const resultsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    delivered: await db
      .select({
        id: airworkResults.id,
        airworkId: airworkResults.airworkId,
        filename: airworkResults.filename,
        contentType: airworkResults.contentType,
        sizeBytes: airworkResults.sizeBytes,
        sha256: airworkResults.sha256,
        latitude: airworkResults.latitude,
        longitude: airworkResults.longitude,
        createdAt: airworkResults.createdAt,
      })
      .from(airworkResults)
      .where(eq(airworkResults.pilotId, userId)),
  }),
  keeps:
    'delivered result files stay with their Airwork: the client paid for them; the pilot is shown as a deleted account',
};
