import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@airwork/shared/payments/payment.schema';
import { apiResult } from './api-client';

/** Everything cached about one Airwork's payment. */
export const paymentKey = (taskId: number) => ['payment', taskId] as const;

/** Where the Airwork's money stands (held, captured, released …), for its parties. */
export function usePaymentStatus(taskId: number, enabled = true) {
  return useQuery({
    queryKey: [...paymentKey(taskId), 'status'],
    queryFn: () => apiResult<PaymentStatus>('/api/payment/status', { taskId }),
    enabled: enabled && taskId > 0,
    staleTime: 0,
  });
}
