import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { AirworkStatus, SIDEBAR_STATUSES } from '@airwork/shared/airworks/airwork-states';
import type { TranslationKey } from '../../../i18n/i18n';
import { readQuery } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { ClientAirworkList } from '../components/client-airwork-list';

/** The client's orders of the status chosen in the sidebar (spec: /client-orders). */
export function ClientOrdersPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const asked = readQuery(params).status(AirworkStatus.open);
  const status = (SIDEBAR_STATUSES as readonly number[]).includes(asked)
    ? asked
    : AirworkStatus.open;
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t(`orders.title_${status}` as TranslationKey)}
      </Title>
      {/* A new key per status: the list starts again at page 1 with an empty search. */}
      <ClientAirworkList key={status} userId={user.id} status={status} />
    </Stack>
  );
}
