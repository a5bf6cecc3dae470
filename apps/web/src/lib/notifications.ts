import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  markNotificationsReadCall,
  notificationsCall,
} from '@airwork/shared/notifications/notification.calls';
import { call, keyOf, refresh } from './call';

export function useNotifications(page: number, size: 10 | 20 | 40 | 80, enabled = true) {
  return useQuery({
    queryKey: keyOf(notificationsCall, page, size),
    queryFn: () => call(notificationsCall, { page, size }),
    enabled,
    staleTime: 0,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids?: number[]; all?: boolean }) => call(markNotificationsReadCall, body),
    onSuccess: () => refresh(queryClient, [keyOf(notificationsCall)]),
  });
}
