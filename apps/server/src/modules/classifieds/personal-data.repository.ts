import { eq, inArray } from 'drizzle-orm';
import { classifiedPhotos, classifieds } from '../../db/schema/classifieds';
import type { PersonalData } from '../../server-module';

// What the classifieds board holds about a person (issue 45): the ads they posted, with their
// photos. Erased, their ads go, and the photos' files once the erasure commits.

export const classifiedsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    classifieds: await db.select().from(classifieds).where(eq(classifieds.userId, userId)),
  }),
  erase: async (db, { userId }) => {
    const theirs = db
      .select({ id: classifieds.id })
      .from(classifieds)
      .where(eq(classifieds.userId, userId));
    const photos = await db
      .delete(classifiedPhotos)
      .where(inArray(classifiedPhotos.classifiedId, theirs))
      .returning({ key: classifiedPhotos.storageKey });
    await db.delete(classifieds).where(eq(classifieds.userId, userId));
    return photos.map((p) => p.key);
  },
};
