import { MINUTE, type ServerModule } from '../../server-module';
import { uploadsRoutes } from './uploads.routes';
import { uploadsPersonalData } from './personal-data.repository';

/** The uploads module as it declares itself (server-module.ts). */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  routes: (s) => [uploadsRoutes(s.uploads)],
  tables: ['uploads', 'upload_claims'],
  // Abandoned uploads wait a week; looking for them once an hour is plenty.
  jobs: (s, now) => [
    {
      name: 'upload-sweep',
      everyMs: 60 * MINUTE,
      pass: 'last',
      run: async () => ({
        orphans: await s.uploads.sweepOrphans(now()),
        partials: await s.results.sweepPartials(false),
      }),
    },
  ],
  personalData: uploadsPersonalData,
};
