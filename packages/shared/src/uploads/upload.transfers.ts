import { MessageCode } from '../errors';
import { z } from 'zod';
import { anyone, signedIn, type Outcome } from '../api/contract';
import { defineTransfer, signedLinkQuerySchema } from '../api/transfer';

/** Every "no" of storing a file, declared once: thrown by these names, matched by them. */
export const UploadOutcome = {
  fileNeed: { status: 400, message: 'upload.file_need' },
  typeRefused: { status: 400, message: 'upload.type_refused' },
  tooLarge: { status: 413, message: 'upload.too_large' },
  quotaExceeded: { status: 429, message: 'upload.quota_exceeded' },
} as const satisfies Record<string, Outcome>;

// Files members upload (a listing's photos, a pilot's documents) and their way back out.

/** A stored file's id: 32 hexadecimal digits today; letters, digits, `_` and `-` accepted. */
const fileParams = z.object({
  id: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, { error: 'common.not_found' }),
});

/** What an attachment may be (recognised from its bytes): pictures, videos, a PDF. */
export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/pdf',
] as const;

/** What a pilot's ID scan or certificate may be: a picture or a PDF. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** What a profile photo or a portfolio picture may be sent as; it is stored as WebP. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The kinds of upload: where a file goes, who sees it, and what is done to it. */
export const UPLOAD_KIND_NAMES = [
  'attachment',
  'document',
  'message',
  'evidence',
  'avatar',
  'portfolio',
] as const;
export type UploadKindName = (typeof UPLOAD_KIND_NAMES)[number];

export const storedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** Pictures made smaller on the server (`avatar`, `portfolio`): the small copy's address. */
  thumbnailUrl: z.string().optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const uploadTransfer = defineTransfer({
  method: 'POST',
  path: '/api/utilities/upload',
  tag: 'utilities',
  summary:
    "Store one file (multipart field `file`). An attachment (default): JPG, PNG, WebP, GIF, MP4, MOV, WebM or PDF by content, ≤ 100 MB. `?kind=document` (a pilot's ID or certificate): JPG, PNG, WebP or PDF, ≤ 10 MB, private (its location is a link that expires in minutes). `?kind=message` (a file for a conversation) and `?kind=evidence` (a file for a dispute's statement): JPG, PNG, WebP, GIF, PDF or ZIP, ≤ 25 MB, private. `?kind=avatar` (a pilot's photo) and `?kind=portfolio` (a picture of their work): JPG, PNG or WebP, ≤ 15 MB, public, turned upright, stripped of EXIF (place, camera) and stored as WebP — a 320 px square photo or a picture ≤ 1,600 px — with a small copy at `thumbnailUrl`",
  access: signedIn,
  query: z.object({
    kind: z.enum(UPLOAD_KIND_NAMES, { error: 'common.invalid_request' }).default('attachment'),
  }),
  form: z.object({}),
  reply: { kind: 'envelope', result: storedFileSchema },
  outcomes: [
    UploadOutcome.fileNeed,
    UploadOutcome.typeRefused,
    UploadOutcome.tooLarge,
    UploadOutcome.quotaExceeded,
  ],
});

export const documentTransfer = defineTransfer({
  method: 'GET',
  path: '/api/utilities/documents/:id',
  tag: 'utilities',
  summary:
    "A private document (a pilot's ID or certificate), through a link signed for the pilot or an admin that expires within minutes; never cached",
  access: anyone,
  params: fileParams,
  query: signedLinkQuerySchema,
  reply: { kind: 'file', types: DOCUMENT_TYPES },
  outcomes: [{ status: 404, message: MessageCode.notFound }],
});

export const fileTransfer = defineTransfer({
  method: 'GET',
  path: '/api/utilities/files/:id',
  tag: 'utilities',
  summary: 'An uploaded attachment (a listing photo or video); a file never changes under one id',
  access: anyone,
  params: fileParams,
  reply: { kind: 'file', types: ATTACHMENT_TYPES },
  outcomes: [{ status: 404, message: MessageCode.notFound }],
});

export const uploadTransfers = [uploadTransfer, documentTransfer, fileTransfer] as const;
