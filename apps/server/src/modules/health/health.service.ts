import type { Database } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';

/** Resolves with the driver in use once the database answers; rejects when it does not. */
export async function checkReady(database: Database): Promise<{ database: string }> {
  await database.ping();
  return { database: database.driver };
}

export const createHealthService = (database: Database) => bindUseCases(database, { checkReady });

export type HealthService = ReturnType<typeof createHealthService>;
