import { useSearchParams } from 'react-router';
import { readQuery } from '../../../lib/paths';
import { Conversation } from '../components/conversation';
import { ThreadList } from '../components/thread-list';

/** `/messages`: the conversations; with `Id` and `userId`, one of them (issue 21). */
export function MessagesPage() {
  const [params] = useSearchParams();
  const query = readQuery(params);
  const taskId = query.id();
  const withUserId = query.userId();
  return taskId > 0 && withUserId > 0 ? (
    <Conversation key={`${taskId}-${withUserId}`} taskId={taskId} withUserId={withUserId} />
  ) : (
    <ThreadList />
  );
}
