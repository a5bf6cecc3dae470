import { ResultCode } from '@airwork/shared/api/envelope';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError, conflict } from '../../lib/app-error';
import type { Mailer } from '../mail/mail.service';
import type { EventHub } from '../../adapters/events/event-hub';
import type { FileStorage } from '../../adapters/storage/file-storage';

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  /** Live events: the notices the money's moves add. */
  events: EventHub;
  publicUrl: string;
  now: () => Date;
  /** Signs the short-lived links to receipts. */
  signingSecret: string;
  /** Who issues the receipts: name, address, tax registrations. */
  business: AppConfig['business'];
  /** Where each receipt and payout statement is kept once made (`papers/…`). */
  storage: FileStorage;
}

export const PaymentMessage = {
  notDue: 'payment.not_due',
  alreadyHeld: 'payment.already_held',
  orderUnknown: 'payment.order_unknown',
  refused: 'payment.refused',
  unavailable: 'payment.unavailable',
  timeout: 'payment.timeout',
  amountMismatch: 'payment.amount_mismatch',
  expired: 'payment.expired',
  webhookInvalid: 'payment.webhook_invalid',
} as const;

/** The currency every Airwork is priced in (spec section 9). */
export const CURRENCY = 'CAD';

/** A provider's failure as the client should read it; the rest of the request changes nothing. */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    if (err.kind === 'refused') throw conflict(PaymentMessage.refused);
    const timeout = err.kind === 'timeout';
    throw new AppError(
      timeout ? 504 : 503,
      ResultCode.failure,
      timeout ? PaymentMessage.timeout : PaymentMessage.unavailable,
    );
  }
}
