import { z } from 'zod';
import {
  emailSchema,
  mobileSchema,
  optionalEmailSchema,
  required,
} from '../accounts/account.schema';
import { idSchema } from '../numbers';
import { line as safeLine, lines } from '../text';
import { codeList } from '../code-list';

// The pilot's and the admin's calls (spec sections 3, 5, 7 and 8; issue 10). Messages are i18n
// keys; field order is the order the spec checks them in.

/** Capabilities (spec "Capabilities"): 1 4K video … 7 others. */
export const CAPABILITIES = [1, 2, 3, 4, 5, 6, 7] as const;
/** 1 Transport Canada Basic Operations, 2 Advanced Operations. */
export const CERTIFICATE_TYPES = [1, 2] as const;

/** Where a pilot's verification stands (shown to the pilot, and the admin's verify list). */
export const Verification = { none: 0, waiting: 1, approved: 2, disapproved: 3 } as const;
export type Verification = (typeof Verification)[keyof typeof Verification];

/** How a pilot is paid out: the payment provider's e-mail, an e-mail transfer, a card. */
export const PAYOUT_METHODS = [1, 2, 3] as const;

/** An upload of the caller's own, by id or by the location the upload call answered. */
const fileRef = (needKey: string) => safeLine({ max: 200, need: needKey, invalid: needKey });

const line = (needKey: string, max = 100) => required(needKey, 'common.invalid_characters', max);

/** 1 or 2; a form's radio value ("1") is taken as its number — and the document says so. */
const certificateType = z
  .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
    error: 'verification.certificate_type_need',
  })
  .transform((v) => Number(v) as 1 | 2);

/** "1,3,7," (the spec's trailing comma) or [1, 3, 7] → distinct codes 1–7, at least one. */
export const capabilityList = codeList({
  codes: CAPABILITIES,
  need: 'capabilities.check_one',
  invalid: 'capabilities.invalid',
});

const otherDesc = lines({ max: 2000 }).default('');

/** `/api/member/pilotProfile`: the verification form (both files, then the spec's fields). */
export const pilotProfileRequestSchema = z.object({
  userId: idSchema(),
  idFile: fileRef('verification.id_file_need'),
  certificateType,
  tcrNumber: line('verification.tcr_number_need', 50),
  pilotCertificateFile: fileRef('verification.certificate_file_need'),
  rpasNumber: line('pilot.rpas_number_need', 50),
  rpasMake: line('pilot.rpas_make_need', 100),
  address: line('pilot.address_need', 200),
  /** The spec's verification asks "address/post code" in one: a separate post code may be absent. */
  postCode: safeLine({ max: 20 }).default(''),
  capabilities: capabilityList.optional(),
});
export type PilotProfileRequest = z.input<typeof pilotProfileRequestSchema>;

/** `/api/member/updateCapabilities` (the spec's capitalised `Capabilities`). */
export const updateCapabilitiesRequestSchema = z.object({
  userId: idSchema(),
  Capabilities: capabilityList,
  otherDesc,
});

/** `/api/member/updateProfile` for a pilot, in the spec's order of checks. */
export const pilotProfileUpdateSchema = z.object({
  userId: idSchema(),
  firstName: line('register.first_name_need'),
  lastName: line('register.last_name_need'),
  eMail: emailSchema,
  /** A new ID scan (an upload of the caller's own); absent keeps the one on file. */
  idUrl: safeLine({ max: 200, invalid: 'verification.document_unknown' }).nullish(),
  documentIdNumber: line('pilot.document_id_need', 50),
  address: line('pilot.address_need', 200),
  postCode: line('pilot.postcode_need', 20),
});

/** `/api/member/updateProfile` for a client: the same call with the client's fields. */
export const clientProfileUpdateSchema = z.object({
  userId: idSchema(),
  firstName: line('register.first_name_need'),
  lastName: line('register.last_name_need'),
  eMail: emailSchema,
  mobile: mobileSchema,
  brief: otherDesc,
});

export const updateDeviceRequestSchema = z.object({
  userId: idSchema(),
  rpasNumber: line('pilot.rpas_number_need', 50),
  rpasMake: line('pilot.rpas_make_need', 100),
});

/** `/api/member/updateCertificate`: a new certificate goes back to the admin's verify list. */
export const updateCertificateRequestSchema = z.object({
  userId: idSchema(),
  certificateType,
  certFileInfos: fileRef('verification.certificate_file_need'),
});

export const updateNotificationRequestSchema = z.object({
  userId: idSchema(),
  /**
   * 0 or 1; a form's checkbox, true or false, is taken as such. Written as a union (not a
   * preprocess) so the published document says so too.
   */
  isNotify: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: 'common.invalid_request' })
    .transform((v) => Number(v) as 0 | 1),
  /** Empty: the account's e-mail. */
  notifyEmail: optionalEmailSchema.transform((e) => e.toLowerCase()),
});

export const updatePayoutRequestSchema = z.object({
  userId: idSchema(),
  /** 1, 2 or 3; a form's radio value ("1") is taken as its number, as the document says. */
  method: z
    .union(
      [z.literal(1), z.literal(2), z.literal(3), z.literal('1'), z.literal('2'), z.literal('3')],
      {
        error: 'payout.method_need',
      },
    )
    .transform((v) => Number(v) as 1 | 2 | 3),
  email: optionalEmailSchema,
});

export const userIdRequestSchema = z.object({ userId: idSchema() });

/** A private document as its owner and admins get it: a link that works for a few minutes. */
export const documentLinkSchema = z.object({
  url: z.string(),
  type: z.string(),
  name: z.string(),
  expiresAt: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** `/api/member/loadPilotInfo`: the pilot's profile (spec section 3), to the pilot and admins. */
export const pilotInfoSchema = z.object({
  userId: z.number().int(),
  userNumbers: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  eMail: z.string(),
  active: z.number().int(),
  /** The ID scan's link (the spec's field: a URL string); `idDocument` has its details. */
  idUrl: z.string().nullable(),
  idDocument: documentLinkSchema.nullable(),
  documentIdNumber: z.string(),
  address: z.string(),
  postCode: z.string(),
  tcrNumber: z.string(),
  rpasNumber: z.string(),
  rpasMake: z.string(),
  certificateType: z.number().int().nullable(),
  /** The certificate's link (a URL string, as in the spec); `certificateDocument` has its details. */
  pilotCertificateUrl: z.string().nullable(),
  certificateDocument: documentLinkSchema.nullable(),
  capabilities: z.string(),
  otherDesc: z.string(),
  verification: z.number().int(),
  disapprovalReason: z.string(),
  payoutMethod: z.number().int().nullable(),
  payoutEmail: z.string(),
});
export type PilotInfo = z.infer<typeof pilotInfoSchema>;

/** `/api/member/pilotPublicInfo`: what any signed-in user may know of a pilot. */
export const pilotPublicInfoSchema = z.object({
  userNumbers: z.string(),
  /** First name and last initial ("Alex M."): the name a client hires on (issue 23). */
  displayName: z.string(),
  rpasMake: z.string(),
  certificateType: z.number().int().nullable(),
  totalAirworks: z.number().int(),
  /** The average of the pilot's visible ratings, one decimal; 0 when there are none. */
  totalRating: z.number(),
  totalRateCount: z.number().int(),
  /** Capability codes 1–7, comma-joined, and the free-text description. */
  capabilities: z.string(),
  otherDesc: z.string(),
  /** The public profile's small photo (96 px), home city and when an admin verified them. */
  avatarThumbUrl: z.string().nullable(),
  homeCity: z.string(),
  verifiedSince: z.string().nullable(),
});
export type PilotPublicInfo = z.infer<typeof pilotPublicInfoSchema>;
