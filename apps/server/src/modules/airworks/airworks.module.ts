import type { ServerModule } from '../../server-module';
import { airworkCalls } from '@airwork/shared/airworks/airwork.calls';
import { airworkListsRoutes } from './airwork-lists.routes';
import { airworksRoutes } from './airworks.routes';
import { airworksPersonalData } from './personal-data.repository';

/** The airworks module as it declares itself (server-module.ts). */
export const airworksModule: ServerModule = {
  name: 'airworks',
  routes: (s) => [airworksRoutes(s.airworks), airworkListsRoutes(s.airworkLists)],
  calls: airworkCalls,
  tables: ['airworks', 'airwork_search', 'airwork_transitions'],
  keepsUploads: ['airwork-attachment'],
  personalData: airworksPersonalData,
};
