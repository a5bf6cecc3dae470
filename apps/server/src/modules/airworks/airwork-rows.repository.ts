import { airworks } from '../../db/schema/airworks';

/**
 * What every read of an Airwork selects: its row, with its client's name and its attachment's
 * type as the row carries them (copies the database keeps, migration 0024).
 */
export const columns = {
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
  clientName: airworks.clientName,
  attachmentType: airworks.attachmentType,
};

export type AirworkRow = {
  [K in keyof typeof columns]: (typeof airworks.$inferSelect)[K];
};
