import type { FastifyInstance } from 'fastify';
import type { Call } from '@airwork/shared/api/contract';
import type { EventHub } from './adapters/events/event-hub';
import type { AppConfig, RateLimitConfig } from './config';
import type { DbOrTx } from './db/client';
import type { Job, JobRunner } from './modules/jobs/job-runner';
import type { Services } from './services';

// What a module of apps/server/src/modules says of itself (issue 47): the routes it serves,
// the contract calls they answer, the tables it owns, its scheduled jobs, what it does once
// the server is ready, and the uploads it keeps. Each module exports one (`*.module.ts`);
// server-modules.ts lists them and app.ts loops over the list, so a new module is one entry
// there and its service in services.ts — app.ts is not edited.

/** A job's interval unit (modules' `jobs`). */
export const MINUTE = 60_000;

/** What routes are registered with, besides the services. */
export interface RouteContext {
  limits: RateLimitConfig;
  config: AppConfig;
  events: EventHub;
  jobs: JobRunner;
}

export type Routes = (app: FastifyInstance) => Promise<void>;

export interface ServerModule {
  /** Its folder's name, as MODULE_STACK (eslint.config.js) places it. */
  name: string;
  routes?: (services: Services, ctx: RouteContext) => Routes[];
  /** The contract's calls its routes answer (every call is answered by one module). */
  calls?: readonly Call[];
  /** The tables it owns, by SQL name: other modules read them only through its `*.access.ts`. */
  tables?: readonly string[];
  /** Its scheduled work: each job named, with its interval (modules/jobs runs them). */
  jobs?: (services: Services, now: () => Date) => Job[];
  /** Work once the server is ready, before it answers anyone. */
  onReady?: (services: Services, log: FastifyInstance['log']) => Promise<void>;
  /** The kinds of owner it claims uploads for (`keepUploads`, `shareUploads`). */
  keepsUploads?: readonly string[];
  /** What it holds about a person: their export's sections and their erasure (privacy). */
  personalData?: PersonalData;
}

/** The person whose data is exported or erased: their account and the addresses it used. */
export interface Person {
  userId: number;
  /** Their sign-in and notification e-mails, read before anything is erased. */
  addresses: readonly string[];
}

/**
 * A module's answer to "what do you hold about this person?" (issue 45's export and erasure,
 * asked of every module by the privacy module): a table that points at a person belongs to a
 * module that answers it (server-modules.test.ts), so a new table cannot be left out of either.
 */
export interface PersonalData {
  /** Their rows, by the section of `airwork-export.json` each fills. */
  exportOf?: (db: DbOrTx, person: Person) => Promise<Record<string, unknown>>;
  /**
   * Erases what names or reaches them, in the erasure's transaction (modules are asked highest
   * layer first, so what points at a row goes before it); answers the storage keys of files to
   * remove once it commits, if any.
   */
  erase?: (tx: DbOrTx, person: Person, at: Date) => Promise<readonly string[] | void>;
  /** Why a table of its pointing at people is kept as it is when they go (the docs say). */
  keeps?: string;
}
