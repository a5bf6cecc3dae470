// What may be uploaded, per purpose. The multipart parser's cap is the largest of these; each
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
    types: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'video/mp4',
      'video/quicktime',
      'video/webm',
      'application/pdf',
    ],
    maxBytes: 100 * 1024 * 1024,
    private: false,
    prefix: 'uploads',
  },
  /** A pilot's ID scan or certificate: a picture or a PDF. */
  document: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    maxBytes: 10 * 1024 * 1024,
    private: true,
    prefix: 'documents',
  },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
