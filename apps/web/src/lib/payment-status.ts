import { useQuery } from '@tanstack/react-query';
import { paymentStatusCall } from '@airwork/shared/payments/payment.calls';
import { call } from './call';

/** Everything cached about one Airwork's payment. */
export const paymentKey = (taskId: number) => ['payment', taskId] as const;

/** Where the Airwork's money stands (held, captured, released …), for its parties. */
export function usePaymentStatus(taskId: number, enabled = true) {
  return useQuery({
    queryKey: [...paymentKey(taskId), 'status'],
    queryFn: () => call(paymentStatusCall, { taskId }),
    enabled: enabled && taskId > 0,
    staleTime: 0,
  });
}
