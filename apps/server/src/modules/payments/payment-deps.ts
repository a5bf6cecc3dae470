import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { PaymentOutcome } from '@airwork/shared/payments/payment.calls';
import { refuse } from '../../lib/app-error';
import type { Notices } from '../notices/notices';
import type { FileStorage } from '../../adapters/storage/file-storage';

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  /** What the money's moves tell (a hold made), once their transaction committed. */
  notices: Notices;
  now: () => Date;
  /** Signs the short-lived links to receipts. */
  signingSecret: string;
  /** Who issues the receipts: name, address, tax registrations. */
  business: AppConfig['business'];
  /** Where each receipt and payout statement is kept once made (`papers/…`). */
  storage: FileStorage;
  /** The platform's fee (PLATFORM_FEE_PERCENT) in hundredths of a percent, for new orders. */
  feeBasisPoints: number;
}

/** The currency every Airwork is priced in (spec section 9). */
export const CURRENCY = 'CAD';

/** A provider's failure as the client should read it; the rest of the request changes nothing. */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    if (err.kind === 'refused') throw refuse(PaymentOutcome.refused);
    throw refuse(err.kind === 'timeout' ? PaymentOutcome.timeout : PaymentOutcome.unavailable);
  }
}
