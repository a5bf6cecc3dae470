import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientPaymentsCall } from '@airwork/shared/payments/payment.calls';
import { call, keyOf } from '../../../lib/call';

const PAGE_SIZES = [10, 20, 40, 80] as const;

/** The pager's size as the call takes it (the pager offers only these). */
const pageSize = (size: number) => PAGE_SIZES.find((s) => s === size) ?? 10;

/** The client's payment methods and payments, a page at a time (the Payment screen). */
export function useClientPayments(paging: { page: number; size: number }) {
  const body = { page: paging.page, size: pageSize(paging.size) };
  return useQuery({
    queryKey: keyOf(clientPaymentsCall, body),
    queryFn: () => call(clientPaymentsCall, body),
    placeholderData: keepPreviousData,
  });
}
