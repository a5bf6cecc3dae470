import { taskNotFound } from '@airwork/shared/api/contract';
import { actorOf } from '@airwork/shared/airworks/airwork-viewers';
import {
  ReceiptCode,
  type ReceiptKind,
  type ReceiptLink,
} from '@airwork/shared/payments/receipt.calls';
import { buffer } from 'node:stream/consumers';
import { renderPdf } from '../../adapters/pdf/pdf-document';
import { conflict, forbidden, refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { signSubject, verifyDocumentLink } from '../uploads/document-links';
import type { PaymentsDeps } from './payment-deps';
import { receiptDocument } from './receipt-document';
import * as repo from './payments.repository';
import { airworkWithNames } from '../airworks/airworks.access';

// Receipts and payout statements (issue 25): made from the captured payment the first time
// they are asked for (a link, a mail), then kept in the file storage and served as kept
// (issue 45): the same paper each time, byte for byte, not rebuilt on every download — and
// still there, as issued, when the law asks for it after the names on it have changed.

/** How long a receipt link works. */
export const RECEIPT_LINK_TTL_MS = 5 * 60_000;

type Lang = 'en' | 'zh';

const subject = (taskId: number, kind: ReceiptKind, lang: Lang) =>
  `receipt:${taskId}:${kind}:${lang}`;

const nameOf = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

/** The document's facts, when its money was captured; undefined for an unknown Airwork. */
async function factsOf(deps: PaymentsDeps, taskId: number) {
  const named = await airworkWithNames(deps.db, taskId);
  const f = named && { ...named, payment: await repo.chargedPayment(deps.db, taskId) };
  if (!f) return undefined;
  return {
    ...f,
    clientName: nameOf(f.clientFirst, f.clientLast),
    pilotName: nameOf(f.pilotFirst, f.pilotLast),
  };
}

/**
 * `/api/payment/receipt`: a signed link to the caller's paper — the client's receipt, the
 * pilot's payout statement; an admin chooses.
 */
export async function receiptLink(
  deps: PaymentsDeps,
  caller: SessionCaller,
  r: { taskId: number; kind?: ReceiptKind },
  lang: Lang,
): Promise<ReceiptLink> {
  const f = await factsOf(deps, r.taskId);
  if (!f) throw refuse(taskNotFound);
  const viewer = actorOf(caller, f);
  const own: ReceiptKind | undefined =
    viewer === 'owner' ? 'receipt' : viewer === 'hiredPilot' ? 'payout' : undefined;
  const kind = viewer === 'admin' ? (r.kind ?? 'receipt') : own;
  if (!kind || (r.kind && r.kind !== kind)) throw forbidden();
  if (!f.payment) throw conflict(ReceiptCode.notCaptured);
  const { expires, sig } = signSubject(
    deps.signingSecret,
    subject(f.id, kind, lang),
    RECEIPT_LINK_TTL_MS,
    deps.now().getTime(),
  );
  return {
    kind,
    url: `/api/payment/receipts/${f.id}?kind=${kind}&lang=${lang}&expires=${expires}&sig=${sig}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The PDF itself, for a link that is ours and still valid; undefined otherwise. */
export async function receiptFile(
  deps: PaymentsDeps,
  taskId: number,
  q: { kind: ReceiptKind; lang: Lang; expires: number; sig: string },
): Promise<{ name: string; pdf: Buffer } | undefined> {
  const valid = verifyDocumentLink(
    deps.signingSecret,
    subject(taskId, q.kind, q.lang),
    q.expires,
    q.sig,
    deps.now().getTime(),
  );
  if (!valid) return undefined;
  return renderReceipt(deps, taskId, q.kind, q.lang);
}

/** The receipt or payout statement of an Airwork whose money was captured (a mail attaches it). */
export async function renderReceipt(
  deps: PaymentsDeps,
  taskId: number,
  kind: ReceiptKind,
  lang: Lang,
): Promise<{ name: string; pdf: Buffer } | undefined> {
  const f = await factsOf(deps, taskId);
  if (!f?.payment) return undefined;
  const prefix = kind === 'receipt' ? 'receipt' : 'payout';
  const name = `airwork-${prefix}-${f.tasksId}.pdf`;
  const key = `papers/${prefix}-${f.id}-${lang}.pdf`;
  const kept = await deps.storage.open(key);
  if (kept) return { name, pdf: await buffer(kept.stream) };
  const model = receiptDocument({ ...f, payment: f.payment }, kind, lang, deps.business);
  const pdf = await renderPdf(model);
  // Two first requests at once both make it; the same bytes, so either may stay.
  await deps.storage.put(key, pdf);
  return { name, pdf };
}
