import { useQuery } from '@tanstack/react-query';
import { paymentStatusCall, taskWithTaxCall } from '@airwork/shared/payments/payment.calls';
import { call, keyOf, type QueryKeys } from './call';

/** Everything cached about one Airwork's payment: where it stands and its price. */
export const paymentKeys = (taskId: number) =>
  [keyOf(paymentStatusCall, taskId), keyOf(taskWithTaxCall, taskId)] as const satisfies QueryKeys;

/** Where the Airwork's money stands (held, captured, released …), for its parties. */
export function usePaymentStatus(taskId: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(paymentStatusCall, taskId),
    queryFn: () => call(paymentStatusCall, { taskId }),
    enabled: enabled && taskId > 0,
    staleTime: 0,
  });
}
