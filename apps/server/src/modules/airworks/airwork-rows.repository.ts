import { airworks } from '../../db/schema/airworks';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

/** An Airwork's own columns. */
export const ownColumns = {
  id: airworks.id,
  tasksId: airworks.tasksId,
  clientId: airworks.clientId,
  pilotId: airworks.pilotId,
  title: airworks.title,
  description: airworks.description,
  address: airworks.address,
  city: airworks.city,
  province: airworks.province,
  country: airworks.country,
  latitude: airworks.latitude,
  longitude: airworks.longitude,
  conditions: airworks.conditions,
  fileFormat: airworks.fileFormat,
  neededBy: airworks.neededBy,
  salaryCents: airworks.salaryCents,
  paymentMethod: airworks.paymentMethod,
  cardBrand: airworks.cardBrand,
  cardLast4: airworks.cardLast4,
  attachmentKey: airworks.attachmentKey,
  status: airworks.status,
  acceptedAt: airworks.acceptedAt,
  createdAt: airworks.createdAt,
  categoryIds: airworks.categoryIds,
};

/** What every read of an Airwork selects: its row, its client's name, its attachment's type. */
export const columns = {
  ...ownColumns,
  clientName: users.username,
  attachmentType: uploads.contentType,
};
export type AirworkRow = {
  [K in keyof typeof ownColumns]: (typeof airworks.$inferSelect)[K];
} & { clientName: string; attachmentType: string | null };
