// Sending money to a pilot (issue 48): PayPal Payouts (`POST /v1/payments/payouts`, one item a
// batch, our payout's id as `sender_batch_id` so a repeated send cannot pay twice) or, with no
// PayPal credentials, the built-in sandbox below — which behaves as PayPal's does, deciding by
// the receiver's address: a local part ending in `+failed` is refused, `+unclaimed` stays
// unclaimed and comes back after PAYOUT_SANDBOX_RETURN_SECONDS, any other is paid at once.

export type PayoutItemStatus = 'SUCCESS' | 'UNCLAIMED' | 'PENDING' | 'FAILED' | 'RETURNED';

export interface PayoutSent {
  batchId: string;
  itemId: string;
  status: PayoutItemStatus;
  /** The provider's reason when it refused or gave the money back. */
  reason?: string;
}

export interface PayoutProvider {
  readonly name: 'sandbox' | 'paypal';
  /** Sends one payout; the same `senderBatchId` again answers the first send, paying nothing. */
  send(p: {
    senderBatchId: string;
    receiver: string;
    cents: number;
    currency: string;
    note: string;
  }): Promise<PayoutSent>;
  /** Where a sent payout stands now. */
  status(itemId: string): Promise<PayoutSent>;
}

/** The provider could not be reached or answered 5xx: nothing is known to have been sent. */
export class PayoutProviderDown extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PayoutProviderDown';
  }
}

/** The built-in sandbox: no network, its own memory; `now` is the app's clock. */
export function createSandboxPayouts(now: () => Date, returnAfterMs: number): PayoutProvider {
  const sent = new Map<string, PayoutSent & { at: number; unclaimed: boolean }>();
  const byItem = new Map<string, string>();
  let n = 0;
  const answer = ({
    at: _at,
    unclaimed: _u,
    ...p
  }: PayoutSent & { at: number; unclaimed: boolean }) => p;
  return {
    name: 'sandbox',
    send: async ({ senderBatchId, receiver }) => {
      const earlier = sent.get(senderBatchId);
      if (earlier) return answer(earlier);
      n += 1;
      const local = receiver.split('@')[0] ?? '';
      const failed = local.endsWith('+failed');
      const unclaimed = local.endsWith('+unclaimed');
      const item = {
        batchId: `SANDBOX-BATCH-${n}`,
        itemId: `SANDBOX-ITEM-${n}`,
        status: failed ? 'FAILED' : unclaimed ? 'UNCLAIMED' : 'SUCCESS',
        ...(failed && { reason: 'RECEIVER_UNREGISTERED' }),
        at: now().getTime(),
        unclaimed,
      } as const;
      sent.set(senderBatchId, { ...item });
      byItem.set(item.itemId, senderBatchId);
      return answer(item);
    },
    status: async (itemId) => {
      const p = sent.get(byItem.get(itemId) ?? '');
      if (!p) throw new PayoutProviderDown(`unknown payout item ${itemId}`);
      if (p.unclaimed && p.status === 'UNCLAIMED' && now().getTime() - p.at >= returnAfterMs) {
        p.status = 'RETURNED';
        p.reason = 'RECEIVER_UNCLAIMED';
      }
      return answer(p);
    },
  };
}
