import { and, eq } from 'drizzle-orm';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import { airworkApplications } from '../../db/schema/hiring';
import type { PersonalData } from '../../server-module';

// What the hiring module holds about a person (issue 45): a pilot's proposals. Erased, the ones
// still waiting are withdrawn (no client hires a deleted account); decided ones stay, as the
// Airworks they belong to.

export const hiringPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    applications: await db
      .select()
      .from(airworkApplications)
      .where(eq(airworkApplications.pilotId, userId)),
  }),
  erase: async (db, { userId }, at) => {
    await db
      .update(airworkApplications)
      .set({ status: ApplicationStatus.withdrawn, decidedAt: at })
      .where(
        and(
          eq(airworkApplications.pilotId, userId),
          eq(airworkApplications.status, ApplicationStatus.waiting),
        ),
      );
  },
};
