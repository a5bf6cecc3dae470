import type { Db } from '../../db/client';
import type { Place } from '@airwork/shared/airworks/airwork.schema';
import type { UploadsService } from '../uploads/uploads.service';

/** What the member use cases (profiles, settings, pilot verification) work with. */
export interface MembersDeps {
  db: Db;
  uploads: UploadsService;
  /** The app's clock (ratings become visible 14 days after delivery by it). */
  now: () => Date;
  /** Canadian places for a name (the places module's geocoder); 503 when it cannot answer. */
  findPlaces: (query: string) => Promise<Place[]>;
}

export const MemberMessage = {
  verificationSubmitted: 'verification.submitted',
  capabilitiesSaved: 'capabilities.saved',
  profileUpdated: 'profile.updated',
  deviceUpdated: 'pilot.device_updated',
  certificateChanged: 'pilot.certificate_changed',
  notificationUpdated: 'notification.updated',
  payoutSaved: 'payout.saved',
} as const;
