import type { ServerModule } from '../../server-module';
import { memberCalls } from '@airwork/shared/pilots/member.calls';
import { publicProfileCalls } from '@airwork/shared/pilots/public-profile.calls';
import { membersRoutes } from './members.routes';
import { membersPersonalData } from './personal-data.repository';

/** The members module as it declares itself (server-module.ts). */
export const membersModule: ServerModule = {
  name: 'members',
  routes: (s) => [membersRoutes(s.members, s.weather)],
  calls: [...memberCalls, ...publicProfileCalls],
  tables: ['pilot_profiles', 'public_profiles', 'portfolio_items'],
  keepsUploads: ['pilot-id-document', 'pilot-certificate', 'profile-photo', 'portfolio-item'],
  personalData: membersPersonalData,
};
