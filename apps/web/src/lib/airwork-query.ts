import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@airwork/shared/accounts/contact.schema';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { AIRWORK_ACTIONS, AIRWORK_STATE_NAMES } from '@airwork/shared/airworks/airwork-moves';
import { listOfNames, oneOf, plainCall, shaped, type FieldCheck } from './plain-call';

// An Airwork, read without the contract's schemas (plain-call.ts): Airwork-details, opened from
// shared links, paints without the zod chunk (issue 22). The server's side is `getAirworkCall`
// (packages/shared/src/airworks/airwork.calls.ts); airwork-query.test.ts holds this to it.

export const GET_AIRWORK_PATH = '/api/tasks/getTaskById';

/** Every field of the contract's Airwork, with its kind. */
export const AIRWORK_FIELDS = {
  id: 'integer',
  tasksId: 'string',
  title: 'string',
  description: 'string',
  address: 'string',
  city: 'string',
  province: 'string',
  country: 'string',
  latitude: 'number',
  longitude: 'number',
  exactLocation: 'boolean',
  categoriesIds: 'string',
  conditions: 'string',
  fileFormat: 'string',
  neededBy: 'string|null',
  salary: 'number',
  pilotReceives: 'number',
  paymentMethod: 'integer',
  cardBrand: 'string|null',
  cardLast4: 'string|null',
  uploadFilePath: 'string|null',
  uploadFileType: 'string|null',
  status: 'integer',
  statusName: 'string',
  state: oneOf(AIRWORK_STATE_NAMES),
  allowedActions: listOfNames(AIRWORK_ACTIONS),
  createTime: 'string',
  userId: 'integer',
  userName: 'string',
  pilotUserId: 'integer|null',
  myApplication: 'integer|null',
  proposals: 'integer?',
  distanceKm: 'integer?',
} as const satisfies Record<keyof Airwork, FieldCheck>;

/** An Airwork as getTaskById answers it: with the other party's contact, for its two parties. */
export type AirworkDetails = Airwork & { contact: Contact | null };

const hasAirworkFields = shaped<Airwork>(AIRWORK_FIELDS);
const isContact = shaped<Contact>({
  userId: 'integer',
  firstName: 'string',
  lastName: 'string',
  phone: 'string',
});

export const isAirwork = (value: unknown): value is AirworkDetails => {
  if (!hasAirworkFields(value)) return false;
  const { contact } = value as { contact?: unknown };
  return contact === null || isContact(contact);
};

export const getAirwork = (taskId: number) => plainCall(GET_AIRWORK_PATH, { taskId }, isAirwork);

export const airworkQueryOptions = (taskId: number) =>
  // The call's path first, as keyOf(entry) writes it (the entry itself is not loaded here).
  queryOptions({ queryKey: [GET_AIRWORK_PATH, taskId], queryFn: () => getAirwork(taskId) });

export function useAirwork(taskId: number) {
  return useQuery({ ...airworkQueryOptions(taskId), enabled: taskId > 0, retry: false });
}
