import { bindUseCases } from '../../lib/use-cases';
import type { MembersDeps } from './member-deps';
import * as settings from './member-settings.service';
import * as pilots from './pilot-profile.service';
import * as profiles from './public-profile.service';

export const createMembersService = (deps: MembersDeps) =>
  bindUseCases(deps, {
    submitVerification: pilots.submitVerification,
    updateCapabilities: pilots.updateCapabilities,
    updateDevice: pilots.updateDevice,
    updateCertificate: pilots.updateCertificate,
    updatePayout: pilots.updatePayout,
    pilotInfo: pilots.pilotInfo,
    pilotPublicInfo: pilots.pilotPublicInfo,
    pilotPublicInfos: pilots.pilotPublicInfos,
    updatePilotProfile: settings.updatePilotProfile,
    updateClientProfile: settings.updateClientProfile,
    updateNotification: settings.updateNotification,
    publicProfile: profiles.publicProfile,
    updatePublicProfile: profiles.updatePublicProfile,
    updatePhoto: profiles.updatePhoto,
    addPortfolioItem: profiles.addPortfolioItem,
    removePortfolioItem: profiles.removePortfolioItem,
    pilotHomes: profiles.pilotHomes,
  });

export type MembersService = ReturnType<typeof createMembersService>;
