import { z } from 'zod';

/** PostgreSQL's `integer`: an id or number beyond it cannot exist, so it is refused as such. */
export const PG_INT_MAX = 2_147_483_647;

/** A row id in a request: a positive whole number the database can hold. */
export const idSchema = (error = 'common.invalid_request') =>
  z.number({ error }).int({ error }).min(1, { error }).max(PG_INT_MAX, { error });

/** A bounded whole number in a request. */
export const boundedInt = (min: number, max: number, error = 'common.invalid_request') =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
