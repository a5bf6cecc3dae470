import { useEffect } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useAirwork } from '../../../lib/airwork-query';
import { StorageKey } from '../../../lib/storage';
import { draftKey, writeDraft } from '../wizard/wizard-draft';
import { WizardSteps } from '../wizard/wizard-frame';
import { link, readQuery } from '../../../lib/paths';

/** Step 4 of the listing wizard: the Airwork's number, and what happens next. */
export function PostConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The spec keeps the Airwork just posted locally: a link without Id shows that one.
  const query = readQuery(params);
  const id = query.hasId() ? query.id() : Number(sessionStorage.getItem(StorageKey.lastPosted));
  const edited = query.editing();
  const airwork = useAirwork(Number.isInteger(id) ? id : 0);
  // The Airwork is saved: its draft goes, so Back cannot post it twice.
  useEffect(() => writeDraft(draftKey(edited ? id : null), null), [edited, id]);
  if (airwork.isPending && id > 0) return <Loader m="xl" aria-label={t('common.loading')} />;
  if (!airwork.data) {
    return (
      <Container size="sm" py="xl">
        <Alert color="gray" title={t('task.not_found')} />
      </Container>
    );
  }
  const a = airwork.data;
  return (
    <Container size="md" py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <WizardSteps step={4} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={40} aria-hidden />
            </ThemeIcon>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {edited ? t('wizard.saved_title') : t('wizard.posted_title')}
            </Title>
            <Text>
              {t('wizard.airwork_number')}{' '}
              <Text span fw={700} ff="monospace" data-testid="airwork-number">
                {a.tasksId}
              </Text>
            </Text>
            <Text fw={600}>{a.title}</Text>
            {!edited && <Text c="dimmed">{t('wizard.confirmation_mail')}</Text>}
            <Group justify="center" mt="sm">
              <Button component={Link} to="/client-home">
                {t('wizard.back_to_home')}
              </Button>
              <Anchor component={Link} to={link.airworkDetails(a.id)}>
                {t('wizard.view_airwork')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
