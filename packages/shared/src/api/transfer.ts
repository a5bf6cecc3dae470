import { z } from 'zod';
import { PG_INT_MAX } from '../numbers';
import type { Access, Outcome } from './contract';

// The calls that move a file or a stream rather than a JSON body: uploads (multipart), files
// through signed links, the resumable uploader's chunk test, the live-event stream. Like the
// JSON calls (contract.ts) each has one entry; the server registers its route from it
// (apps/server/src/plugins/route.ts, `transferRoute`) and the document describes it from it.

/** What a 200 carries. */
export type TransferReply =
  /** The usual `{ code, message, result }` envelope, `result` per the entry's schema. */
  | { readonly kind: 'envelope'; readonly result: z.ZodType }
  /** The file's bytes, with its own media type (`types` lists what it can be). */
  | { readonly kind: 'file'; readonly types: readonly string[] }
  /** Server-sent events (`text/event-stream`), open until the caller leaves. */
  | { readonly kind: 'events' };

export interface Transfer<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  readonly method: 'GET' | 'POST';
  readonly path: `/api/${string}`;
  readonly tag: string;
  readonly summary: string;
  readonly access: A;
  /** The path's `:parameters`. */
  readonly params?: P;
  /** The query string. Texts built with `line` (text.ts); numbers with `queryId` and the like. */
  readonly query?: Q;
  /**
   * A `multipart/form-data` body: these text fields first, then one part named `file`. The
   * handler reads the parts as they stream in, so the fields are checked there, with this.
   */
  readonly form?: z.ZodObject;
  readonly reply: TransferReply;
  /** Other answers that are not failures: 204 (nothing stored yet), 206 (a byte range) … */
  readonly alsoAnswers?: readonly { readonly status: 204 | 206 | 416; readonly means: string }[];
  /** What the rules answer besides 200 (400, 401, 403 and 503 are implied as for calls). */
  readonly outcomes?: readonly Outcome[];
}

/** Declares a transfer; the identity, with the types kept for both sides. */
export const defineTransfer = <P extends z.ZodType, Q extends z.ZodType, A extends Access>(
  transfer: Transfer<P, Q, A>,
): Transfer<P, Q, A> => transfer;

/** A row id in a path or query string: digits the database's integer can hold. */
export const queryId = (error = 'common.invalid_request') =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(PG_INT_MAX, { error });

/** A link whose signature or expiry cannot be read is no link: the common bad request. */
const LINK = 'common.invalid_request';

/** The two query fields of a signed link (a document, a result file): when, and the signature. */
export const signedLinkQuerySchema = z.object({
  expires: z.coerce.number({ error: LINK }).int({ error: LINK }).min(0, { error: LINK }),
  sig: z
    .string({ error: LINK })
    .max(100, { error: LINK })
    .regex(/^[0-9A-Za-z_-]*$/, { error: LINK }),
});
