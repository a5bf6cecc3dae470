import { z } from 'zod';
import { priceSchema } from '../money';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';
import { codeList } from '../code-list';
import { line as safeLine, lines as safeLines } from '../text';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes';
import { cardSummarySchema } from './card';
import { AIRWORK_ACTIONS, AIRWORK_STATE_NAMES } from './airwork-moves';

// Payloads and DTOs of the Airwork calls (spec sections 3, 5 and 7). Messages are i18n keys;
// field order is the wizard's check order: the address step, then the details step in the
// spec's order (title, conditions, file format, price, description), then payment.

/** The spec's eight service categories. */
export const CATEGORY_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Weather conditions: 1 sunny (≤10 % cloud), 2 scattered (≤50 %), 3 cloudy, fly ASAP. */
export const WEATHER_CONDITIONS = [1, 2, 3] as const;
/** Payment methods: 1 default, 2 the payment provider, 3 card. */
export const PAYMENT_METHODS = [1, 2, 3] as const;

/** A list's page size: one of PAGE_SIZES (20 when not given). */
export const pageSizeSchema = z
  .literal(PAGE_SIZES, { error: 'common.invalid_request' })
  .default(DEFAULT_PAGE_SIZE);

/** A list's search words (one line, up to 100 characters; '' for none). */
export const keywordsSchema = safeLine({ max: 100 }).default('');

/** Canada's extent: a location outside it is not a place an Airwork can be. */
export const CANADA_BOUNDS = { south: 41.6, north: 83.2, west: -141.1, east: -52.6 } as const;

const line = (needKey: string, max: number, multiline = false) =>
  (multiline ? safeLines : safeLine)({ max, need: needKey });

const coordinate = (min: number, max: number) =>
  z
    .number({ error: 'Airworks.location_need' })
    .min(min, { error: 'Airworks.location_outside_canada' })
    .max(max, { error: 'Airworks.location_outside_canada' });

/** Every field of an Airwork a client fills in, step by step (the wizard validates a step with `.pick`). */
export const airworkFieldsSchema = z.object({
  id: idSchema().optional(),
  categoriesIds: codeList({
    codes: CATEGORY_IDS,
    need: 'Airworks.category_need',
    invalid: 'Airworks.category_invalid',
  }),
  address: line('Airworks.address_need', 200),
  city: line('Airworks.city_need', 100),
  province: line('Airworks.province_need', 100),
  country: z.enum(['CA', 'Canada'], { error: 'Airworks.canada_only' }).default('CA'),
  latitude: coordinate(CANADA_BOUNDS.south, CANADA_BOUNDS.north),
  longitude: coordinate(CANADA_BOUNDS.west, CANADA_BOUNDS.east),
  title: line('Airworks.title_need', 100),
  conditions: codeList({
    codes: WEATHER_CONDITIONS,
    need: 'Airworks.conditions_need',
    invalid: 'Airworks.conditions_invalid',
  }),
  fileFormat: line('Airworks.file_format_need', 200),
  salary: priceSchema('Airworks.estimated_price_need', 'Airworks.estimated_price_invalid'),
  description: line('Airworks.description_need', 5000, true),
  /**
   * The day the work is needed by (YYYY-MM-DD; optional, issue 23): '' or absent for none. An
   * edit sends the whole Airwork: leaving it out clears it.
   */
  neededBy: z
    .union([z.literal(''), z.iso.date({ error: 'Airworks.needed_by_invalid' })], {
      error: 'Airworks.needed_by_invalid',
    })
    .nullish(),
  paymentMethod: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Airworks.payment_method_invalid' })
    .default(1),
  /** Payment method 3: the card's brand and last four digits (the number stays in the browser). */
  card: cardSummarySchema.nullish(),
  /**
   * The optional attachment: the location `/api/utilities/upload` answered (or its id). An edit
   * sends the whole Airwork: leaving it out removes the attachment.
   */
  uploadFilePath: safeLine({ max: 200, invalid: 'task.attachment_unknown' }).nullish(),
});

/** The wizard's address step (spec section 5: at least one category first). */
export const addressStepSchema = airworkFieldsSchema.pick({
  categoriesIds: true,
  address: true,
  city: true,
  province: true,
  latitude: true,
  longitude: true,
});
/** The wizard's details step, in the spec's order of checks. */
export const detailsStepSchema = airworkFieldsSchema.pick({
  title: true,
  conditions: true,
  fileFormat: true,
  salary: true,
  description: true,
  neededBy: true,
});

/** `/api/tasks/add`: creates an Airwork, or updates the caller's own open one given `id`. */
export const saveAirworkRequestSchema = airworkFieldsSchema
  .refine((a) => a.paymentMethod !== 3 || Boolean(a.card), {
    error: 'Airworks.card_need',
    path: ['card'],
  })
  // A rule between two fields, which the document's schema cannot state: said in words.
  .describe('With paymentMethod 3, card is required (400 Airworks.card_need).');
export type SaveAirworkRequest = z.input<typeof saveAirworkRequestSchema>;
export type SaveAirworkInput = z.output<typeof saveAirworkRequestSchema>;

export const savedAirworkSchema = z.object({ id: z.number().int(), tasksId: z.string() });

export const taskIdRequestSchema = z.object({ taskId: idSchema() });
export const removeAirworkRequestSchema = z.object({ taskId: idSchema(), userId: idSchema() });
export const latestAirworksRequestSchema = z.object({ userId: idSchema().optional() });

/** `/api/client/lists`: the caller's own Airworks of one status, a page at a time. */
export const clientListRequestSchema = z.object({
  userId: idSchema(),
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSizeSchema,
  keywords: keywordsSchema,
  status: boundedInt(1, 7).optional(),
});
export type ClientListRequest = z.input<typeof clientListRequestSchema>;

/** `/api/pilot/lists`: the Airworks assigned to the caller (a pilot); status 0 or none = all. */
export const pilotListRequestSchema = clientListRequestSchema.extend({
  status: boundedInt(0, 7).optional(),
});
export type PilotListRequest = z.input<typeof pilotListRequestSchema>;

/** `/api/admin/searchTasks`: every Airwork; status 0 or none = all. */
export const adminSearchRequestSchema = pilotListRequestSchema.extend({
  userId: idSchema().optional(),
});
export type AdminSearchRequest = z.input<typeof adminSearchRequestSchema>;

/** An Airwork as every call answers it (spec section 3). */
export const airworkSchema = z.object({
  id: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  description: z.string(),
  /** The street address: empty for anyone but the owner (and, later, its pilot and admins). */
  address: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  /** Exact for the owner; rounded to about a kilometre for everyone else. */
  latitude: z.number(),
  longitude: z.number(),
  exactLocation: z.boolean(),
  categoriesIds: z.string(),
  conditions: z.string(),
  fileFormat: z.string(),
  /** The day the client needs the work by (YYYY-MM-DD), or null. */
  neededBy: z.string().nullable(),
  /** Dollars (CAD) with at most two decimals. */
  salary: z.number(),
  /** What the pilot receives of it: the salary less the tax it includes (issue 23). */
  pilotReceives: z.number(),
  paymentMethod: z.number().int(),
  /** Payment method 3, for the owner only: "visa", "4242"; null otherwise. */
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  uploadFilePath: z.string().nullable(),
  /** The attachment's type as recognised from its content (image/…, video/…, application/pdf). */
  uploadFileType: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  /** Its named state in the graph (airwork-graph.ts): 6 is "delivered" or "completed". */
  state: z.enum(AIRWORK_STATE_NAMES),
  /**
   * What the reader may do to it now (the graph's moves whose guards hold, for who they are
   * to it): screens offer these and decide nothing. Empty for anyone but its parties.
   */
  allowedActions: z.array(z.enum(AIRWORK_ACTIONS)),
  createTime: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  pilotUserId: z.number().int().nullable(),
  /** For a pilot viewer: the state of their application to it (ApplicationStatus), or null. */
  myApplication: z.number().int().nullable(),
  /**
   * For its client, while it is open: how many proposals wait for their decision (issue 46);
   * absent for anyone else.
   */
  proposals: z.number().int().optional(),
  /** The search in nearest order only: kilometres from the searched place (issue 23). */
  distanceKm: z.number().int().optional(),
});
export type Airwork = z.infer<typeof airworkSchema>;

export const airworkPageSchema = z.object({
  total: z.number().int(),
  /** The search only: more matched than `total` (its count stops at the cap, 200). */
  more: z.boolean().optional(),
  data: z.array(airworkSchema),
  /**
   * The search only: the place its location was found as, and the radius around it (each
   * Airwork then carries `distanceKm`). Absent when the location was matched as text.
   */
  near: z.object({ name: z.string(), radiusKm: z.number().int() }).optional(),
});
export type AirworkPage = z.infer<typeof airworkPageSchema>;

export const statusTotalsSchema = z.array(
  z.object({ status: z.number().int(), total: z.number().int() }),
);
export type StatusTotals = z.infer<typeof statusTotalsSchema>;

/** `/api/utilities/geocode`: places in Canada for the address step. */
export const geocodeRequestSchema = z.object({
  query: line('Airworks.address_need', 200),
  languagesId: z
    .union([z.literal(1), z.literal(2)], { error: 'common.invalid_request' })
    .default(1),
});

/** `/api/utilities/placeAt`: the town at a point (the address step's pin, moved by hand). */
export const placeAtRequestSchema = z.object({
  latitude: coordinate(CANADA_BOUNDS.south, CANADA_BOUNDS.north),
  longitude: coordinate(CANADA_BOUNDS.west, CANADA_BOUNDS.east),
  languagesId: z
    .union([z.literal(1), z.literal(2)], { error: 'common.invalid_request' })
    .default(1),
});

export const placeSchema = z.object({
  name: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
