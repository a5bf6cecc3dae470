import { useQuery } from '@tanstack/react-query';
import { clientPaymentsCall } from '@airwork/shared/payments/payment.calls';
import { call, keyOf } from './call';

/**
 * The card "my default payment method" pays with: the one the client named last (the server
 * records it on an Airwork posted with method 1), or none yet. Read from the first page of the
 * Payment screen's call, which lists the methods on file newest first.
 */
export function useDefaultCard() {
  const body = { page: 1, size: 10 } as const;
  const methods =
    useQuery({
      queryKey: keyOf(clientPaymentsCall, body),
      queryFn: () => call(clientPaymentsCall, body),
    }).data?.methods ?? [];
  const card = methods.find((m) => m.last4 !== null);
  return card?.last4 ? { brand: card.brand ?? 'other', last4: card.last4 } : undefined;
}
