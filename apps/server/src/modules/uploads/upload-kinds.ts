import { ATTACHMENT_TYPES, DOCUMENT_TYPES } from '@airwork/shared/uploads/upload.transfers';
import {
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILE_TYPES,
} from '@airwork/shared/messages/message.schema';

// What may be uploaded, per purpose (the types are the contract's, which the document shows). The multipart parser's cap is the largest of these; each
// kind's own cap is enforced while the bytes stream through.

export interface UploadKind {
  /** Content types accepted, recognised from the bytes, not the name. */
  types: readonly string[];
  maxBytes: number;
  /** Private files are never served at their address, only through signed, expiring links. */
  private: boolean;
  /** Where in storage: `{prefix}/{ownerId}/{id}.{ext}`. */
  prefix: string;
}

export const UPLOAD_KINDS = {
  /** An Airwork's pictures, videos or documents. */
  attachment: {
    types: ATTACHMENT_TYPES,
    maxBytes: 100 * 1024 * 1024,
    private: false,
    prefix: 'uploads',
  },
  /** A pilot's ID scan or certificate: a picture or a PDF. */
  document: {
    types: DOCUMENT_TYPES,
    maxBytes: 10 * 1024 * 1024,
    private: true,
    prefix: 'documents',
  },
  /** A file sent in a conversation: only its two parties and admins see it (signed links). */
  message: {
    types: MESSAGE_FILE_TYPES,
    maxBytes: MESSAGE_FILE_MAX_BYTES,
    private: true,
    prefix: 'messages',
  },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
