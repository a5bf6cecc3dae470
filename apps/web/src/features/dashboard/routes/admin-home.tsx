import { Stack } from '@mantine/core';
import { useCurrentUser } from '../../../lib/session';
import { Greeting } from '../../../components/greeting';

export function AdminHomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Greeting user={user} />
    </Stack>
  );
}
