import { resultTransfers } from '../delivery/result.transfers';
import { eventsTransfer } from '../events/events.transfers';
import { receiptFileTransfer } from '../payments/receipt.calls';
import { uploadTransfers } from '../uploads/upload.transfers';
import { exportFileTransfer } from '../accounts/privacy.calls';
import type { Transfer } from './transfer';

/**
 * Every call that moves a file or a stream (see transfer.ts). With CONTRACT it is the whole
 * API: a test fails when a route is registered from neither table.
 */
export const TRANSFERS: readonly Transfer[] = [
  ...uploadTransfers,
  ...resultTransfers,
  eventsTransfer,
  receiptFileTransfer,
  exportFileTransfer,
];
