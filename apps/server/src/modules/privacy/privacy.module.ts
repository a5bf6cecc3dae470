import type { ServerModule } from '../../server-module';
import {
  deleteAccountCall,
  deletionCheckCall,
  exportDataCall,
} from '@airwork/shared/accounts/privacy.calls';
import { privacyRoutes } from './privacy.routes';

/** The privacy module as it declares itself (server-module.ts). */
export const privacyModule: ServerModule = {
  name: 'privacy',
  routes: (s) => [privacyRoutes(s.privacy)],
  calls: [exportDataCall, deletionCheckCall, deleteAccountCall],
};
