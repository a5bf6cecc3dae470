import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendMessageRequest } from '@airwork/shared/messages/message.schema';
import {
  conversationsOfTaskCall,
  markMessagesReadCall,
  sendMessageCall,
  threadCall,
  threadsCall,
} from '@airwork/shared/messages/message.calls';
import { notificationsCall } from '@airwork/shared/notifications/notification.calls';
import { call, keyOf, refresh, type QueryKeys } from './call';

/** What a message sent or read makes stale: the conversations, their counts, the bell. */
const touched = [
  keyOf(threadsCall),
  keyOf(threadCall),
  keyOf(notificationsCall),
] as const satisfies QueryKeys;

/** The caller's conversations, a page at a time (and the unread total for badges). */
export function useThreads(page: number, size: 10 | 20 | 40 | 80 = 20, enabled = true) {
  return useQuery({
    queryKey: keyOf(threadsCall, page, size),
    queryFn: () => call(threadsCall, { page, size }),
    enabled,
    staleTime: 0,
  });
}

/** The unread messages of the signed-in client or pilot (0 for anyone else). */
export function useUnreadMessages(enabled: boolean): number {
  return useThreads(1, 10, enabled).data?.unread ?? 0;
}

const PAGE = 30;

/** One conversation, newest page first; `fetchNextPage` reaches further back. */
export function useThread(taskId: number, withUserId: number) {
  return useInfiniteQuery({
    queryKey: keyOf(threadCall, taskId, withUserId),
    queryFn: ({ pageParam }) =>
      call(threadCall, { taskId, withUserId, size: PAGE, beforeId: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.data[0]?.id : undefined),
    enabled: taskId > 0 && withUserId > 0,
    staleTime: 0,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => call(sendMessageCall, body),
    onSuccess: () => refresh(queryClient, touched),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { taskId: number; withUserId: number }) => call(markMessagesReadCall, body),
    onSuccess: (r) => (r.read > 0 ? refresh(queryClient, touched) : undefined),
  });
}

/** An Airwork's conversations, for admins. */
export function useConversationsOfTask(taskId: number, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(conversationsOfTaskCall, taskId),
    queryFn: () => call(conversationsOfTaskCall, { taskId }),
    enabled: enabled && taskId > 0,
  });
}
