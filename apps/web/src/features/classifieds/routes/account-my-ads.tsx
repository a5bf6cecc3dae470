import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import {
  CLASSIFIED_CATEGORIES,
  VOIVODESHIPS,
} from '@airwork/shared/classifieds/classified-constants';
import type { Classified } from '@airwork/shared/classifieds/classified.schema';
import { useMyClassifieds } from '../api/my-classifieds';
import { PremiumBadges } from '../components/classified-card';

/** The ads as a table that scrolls sideways on a phone. */
function MyAdsTable({ ads }: { ads: Classified[] }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : 'en-CA');
  return (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('myads.col_title')}</Table.Th>
              <Table.Th>{t('myads.col_category')}</Table.Th>
              <Table.Th>{t('myads.col_region')}</Table.Th>
              <Table.Th>{t('myads.col_photos')}</Table.Th>
              <Table.Th>{t('myads.col_posted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ads.map((c) => (
              <Table.Tr key={c._id}>
                <Table.Td>
                  <Group gap="xs">
                    <Anchor component={Link} to={`/classified/${c._id}`} lang="pl">
                      {c.name}
                    </Anchor>
                    <PremiumBadges premium={c.premium} />
                  </Group>
                </Table.Td>
                <Table.Td lang="pl">{CLASSIFIED_CATEGORIES[c.category]}</Table.Td>
                <Table.Td lang="pl">{VOIVODESHIPS[c.voivodeship]}</Table.Td>
                <Table.Td>{c.photos.length}</Table.Td>
                <Table.Td>{date(c.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The signed-in user's own ads on the board (spec: /account-my-ads). */
export function AccountMyAdsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ads = useMyClassifieds(page);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('myads.title')}
            </Title>
            <Text c="dimmed">{t('myads.subtitle')}</Text>
          </div>
          <Button component={Link} to="/post-ads" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('myads.post')}
          </Button>
        </Group>
        {ads.isPending && <Loader aria-label={t('common.loading')} />}
        {ads.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
        {ads.data && ads.data.classifieds.length === 0 && (
          <Paper withBorder p="xl" radius="lg" ta="center">
            <Stack align="center">
              <Text>{t('myads.empty')}</Text>
              <Button component={Link} to="/post-ads" variant="light">
                {t('myads.post')}
              </Button>
            </Stack>
          </Paper>
        )}
        {ads.data && ads.data.classifieds.length > 0 && <MyAdsTable ads={ads.data.classifieds} />}
        {ads.data && ads.data.numOfPages > 1 && (
          <Group justify="center">
            <Pagination total={ads.data.numOfPages} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
