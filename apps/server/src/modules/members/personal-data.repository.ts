import { eq } from 'drizzle-orm';
import { pilotProfiles } from '../../db/schema/pilots';
import { portfolioItems, publicProfiles } from '../../db/schema/profiles';
import type { PersonalData } from '../../server-module';

// What the members module holds about a person (issue 45): a pilot's profile and licence
// details, the public profile and its portfolio. Erased, the pilot profile row stays (it says
// an erased account was a pilot, for the Airworks it flew) with every detail blanked.

export const membersPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => {
    const [pilot, publicProfile, portfolio] = await Promise.all([
      db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, userId)),
      db.select().from(publicProfiles).where(eq(publicProfiles.userId, userId)),
      db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
    ]);
    return { pilot, publicProfile, portfolio };
  },

  erase: async (db, { userId }) => {
    await db
      .update(pilotProfiles)
      .set({
        idUploadId: null,
        certificateUploadId: null,
        documentIdNumber: '',
        address: '',
        postCode: '',
        tcrNumber: '',
        rpasNumber: '',
        rpasMake: '',
        otherDesc: '',
        payoutEmail: '',
        disapprovalReason: '',
      })
      .where(eq(pilotProfiles.userId, userId));
    await db.delete(portfolioItems).where(eq(portfolioItems.userId, userId));
    await db.delete(publicProfiles).where(eq(publicProfiles.userId, userId));
  },
};
