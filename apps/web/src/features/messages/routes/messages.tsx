import { Alert } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { useCurrentUser } from '../../../lib/session';
import { readQuery } from '../../../lib/paths';
import { Conversation } from '../components/conversation';
import { ThreadList } from '../components/thread-list';

/** `/messages`: the conversations; with `Id` and `userId`, one of them (issue 21). */
export function MessagesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const taskId = query.id();
  const withUserId = query.userId();
  if (taskId > 0 && withUserId > 0) {
    return <Conversation key={`${taskId}-${withUserId}`} taskId={taskId} withUserId={withUserId} />;
  }
  // Admins have no conversations of their own: they read an Airwork's from its details.
  if (user?.role_id === Role.admin) return <Alert color="blue">{t('messages.admin_hint')}</Alert>;
  return <ThreadList />;
}
