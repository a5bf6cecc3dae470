import { useDeferredValue } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { AirworkCard } from '../../../components/airwork-card';
import { isBuilt } from '../../../lib/paths';
import { useLatestAirworks } from '../api/latest-airworks';

/** Home's newest open Airworks, with a way on to the full list once it exists. */
export function LatestAirworks() {
  const { t } = useTranslation();
  const latest = useLatestAirworks();
  // The cards render in a background (time-sliced) render, not in one task as the answer
  // arrives: a slow phone's main thread stays free (issue 22, total blocking time).
  const data = useDeferredValue(latest.data);
  if (latest.isPending || (latest.data && !data)) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={110} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!data || data.length === 0) return <Text c="dimmed">{t('home.latest_empty')}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.map((a) => (
          <AirworkCard key={a.id} airwork={a} />
        ))}
      </SimpleGrid>
      {isBuilt('/Airwork-list') && (
        <Group justify="center">
          <Button component={Link} to="/Airwork-list" variant="light">
            {t('home.view_more')}
          </Button>
        </Group>
      )}
    </>
  );
}
