import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authorizeOrderCall,
  createOrderCall,
  taskWithTaxCall,
} from '@airwork/shared/payments/payment.calls';
import type { PaymentPartValue } from '@airwork/shared/payments/payment.schema';
import { call, keyOf, refresh } from '../../../lib/call';
import { paymentKeys } from '../../../lib/payment-status';

export function useTaskWithTax(taskId: number, part: PaymentPartValue) {
  return useQuery({
    queryKey: keyOf(taskWithTaxCall, taskId, part),
    queryFn: () => call(taskWithTaxCall, { taskId, part }),
    enabled: taskId > 0,
    retry: false,
  });
}

export const createOrder = (taskId: number, part: PaymentPartValue) =>
  call(createOrderCall, { taskId, part });

export const authorizeOrder = (taskId: number, part: PaymentPartValue, orderId: string) =>
  call(authorizeOrderCall, { taskId, part, orderId });

/**
 * The sandbox's approval step: an order is made for the price the server knows, then
 * authorized at once — as the provider's own approval would, without money or network.
 */
export function useSandboxHold(taskId: number, part: PaymentPartValue) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { orderId } = await createOrder(taskId, part);
      return authorizeOrder(taskId, part, orderId);
    },
    onSuccess: () => refresh(queryClient, paymentKeys(taskId)),
  });
}
