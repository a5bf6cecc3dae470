import {
  ATTACHMENT_TYPES,
  DOCUMENT_TYPES,
  PICTURE_TYPES,
  type UploadKindName,
} from '@airwork/shared/uploads/upload.transfers';
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
  /**
   * Pictures remade on the server before they are stored: turned upright, every EXIF field
   * (the place, the camera) left behind, resized as WebP, with a small copy beside.
   */
  picture?: PictureSizes;
}

export interface PictureSizes {
  /** The stored picture's box in pixels; `square` crops it to fill the box (a face). */
  main: { px: number; square: boolean };
  /** The small copy's box in pixels. */
  thumb: { px: number; square: boolean };
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
  /** A file given with a dispute's statement: its two parties and admins see it (signed links). */
  evidence: {
    types: MESSAGE_FILE_TYPES,
    maxBytes: MESSAGE_FILE_MAX_BYTES,
    private: true,
    prefix: 'disputes',
  },
  /** A pilot's photo: the profile page's 320 px square and the lists' 96 px (2× of 48). */
  avatar: {
    types: PICTURE_TYPES,
    maxBytes: 15 * 1024 * 1024,
    private: false,
    prefix: 'avatars',
    picture: { main: { px: 320, square: true }, thumb: { px: 96, square: true } },
  },
  /** A picture of a pilot's own work, public by their choice: shown ≤ 1,600 px, tiles 480 px. */
  portfolio: {
    types: PICTURE_TYPES,
    maxBytes: 15 * 1024 * 1024,
    private: false,
    prefix: 'portfolio',
    picture: { main: { px: 1600, square: false }, thumb: { px: 480, square: false } },
  },
} as const satisfies Record<UploadKindName, UploadKind>;

export type { UploadKindName };

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
