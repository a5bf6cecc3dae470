import type { ServerModule } from '../../server-module';
import { classifiedsRoutes } from './classifieds.routes';
import { classifiedsPersonalData } from './personal-data.repository';

/** The classifieds module as it declares itself (server-module.ts). */
export const classifiedsModule: ServerModule = {
  name: 'classifieds',
  routes: (s) => [classifiedsRoutes(s.classifieds)],
  tables: ['classifieds', 'classified_photos'],
  personalData: classifiedsPersonalData,
};
