import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedOrder,
  PaymentStatus,
  TaskWithTax,
} from '@airwork/shared/payments/payment.schema';
import { ApiError, apiPost, apiResult } from '../../../lib/api-client';
import { paymentKey } from '../../../lib/payment-status';

export function useTaskWithTax(taskId: number, part: number) {
  return useQuery({
    queryKey: [...paymentKey(taskId), 'price', part],
    queryFn: () => apiResult<TaskWithTax>('/api/tasks/getTaskWithTaxById', { taskId, part }),
    enabled: taskId > 0,
    retry: false,
  });
}

export const createOrder = (taskId: number, part: number) =>
  apiResult<CreatedOrder>('/api/payment/createOrder', { taskId, part });

export async function authorizeOrder(taskId: number, part: number, orderId: string) {
  const reply = await apiPost<PaymentStatus>('/api/payment/authorizeOrder', {
    taskId,
    part,
    orderId,
  });
  if (reply.code !== 200) throw new ApiError(reply.message);
  return reply.result;
}

/**
 * The sandbox's approval step: an order is made for the price the server knows, then
 * authorized at once — as the provider's own approval would, without money or network.
 */
export function useSandboxHold(taskId: number, part: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { orderId } = await createOrder(taskId, part);
      return authorizeOrder(taskId, part, orderId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKey(taskId) }),
  });
}
