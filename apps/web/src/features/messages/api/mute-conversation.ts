import { useMutation, useQueryClient } from '@tanstack/react-query';
import { muteCall, threadCall, threadsCall } from '@airwork/shared/messages/message.calls';
import { call, keyOf, refresh, type QueryKeys } from '../../../lib/call';

/** A mute changes the conversation (read-only for the pilot) and the list's read-only marks. */
const touched = [keyOf(threadCall), keyOf(threadsCall)] as const satisfies QueryKeys;

/** The client mutes or unmutes a pilot who applied, in one Airwork's conversation (issue 45). */
export function useMuteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { taskId: number; withUserId: number; muted: boolean }) =>
      call(muteCall, body),
    onSettled: () => refresh(queryClient, touched),
  });
}
