import { IconMessage } from '@tabler/icons-react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Application } from '@airwork/shared/hiring/application.schema';
import type { TranslationKey } from '../../../i18n/i18n';
import { formatCad, formatDate, formatDay } from '../../../lib/format';
import { link } from '../../../lib/paths';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

interface ApplicationCardProps {
  application: Application;
  busy: boolean;
  onApprove: () => void;
  onDisapprove: () => void;
}

/** What a client weighs: certificate, devices, completed work, rating, capabilities. */
function PilotFacts({ pilot: p }: { pilot: Application['pilot'] }) {
  const { t } = useTranslation();
  const certificate =
    p.certificateType === 2
      ? t('verification.certificate_advanced')
      : p.certificateType === 1
        ? t('verification.certificate_basic')
        : '—';
  const capabilities = p.capabilities
    .split(',')
    .filter(Boolean)
    .map((c) => t(`capability.${c}` as TranslationKey));
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('pilot_info.certificate')}>{certificate}</Fact>
        <Fact label={t('pilot_info.devices')}>{p.rpasMake || '—'}</Fact>
        <Fact label={t('pilot_info.completed')}>
          {t('pilot_info.cases', { count: p.totalAirworks })}
        </Fact>
        <Fact label={t('pilot_info.rating')}>
          {p.totalRateCount > 0
            ? `${p.totalRating} / 5 (${p.totalRateCount})`
            : t('applications.no_rating')}
        </Fact>
      </SimpleGrid>
      {capabilities.length > 0 && (
        <Group gap={4}>
          {capabilities.map((c) => (
            <Badge key={c} variant="outline" color="gray" size="sm">
              {c}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}

/** What the pilot proposes: their words, their price, the earliest day they can fly. */
function Proposal({ application: a }: { application: Application }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {a.note !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="proposal-note">
          {a.note}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('applications.price')}>
          <Text span fw={700}>
            {formatCad(a.price, i18n.language)}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            {t(a.ownPrice ? 'applications.own_price' : 'applications.your_price')}
          </Text>
        </Fact>
        <Fact label={t('applications.earliest')}>
          {a.earliestDate ? formatDay(a.earliestDate, i18n.language) : t('applications.not_said')}
        </Fact>
      </SimpleGrid>
    </>
  );
}

/** One pilot's application: the Airwork, the pilot's public record, Approve / Disapprove. */
export function ApplicationCard({
  application: a,
  busy,
  onApprove,
  onDisapprove,
}: ApplicationCardProps) {
  const { t, i18n } = useTranslation();
  const p = a.pilot;
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Anchor component={Link} to={link.airworkDetails(a.taskId)} fw={700}>
              {a.tasksTitle}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('airwork.mission')} {a.tasksId} · {t('applications.applied_on')}{' '}
              {formatDate(a.createTime, i18n.language)}
            </Text>
          </div>
          <Stack gap={0} ta={{ base: 'left', sm: 'right' }}>
            <Anchor component={Link} to={link.pilotInformation(a.pilotUserId)} fw={700}>
              {p.displayName || t('applications.pilot', { number: p.userNumbers })}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('applications.pilot', { number: p.userNumbers })}
            </Text>
          </Stack>
        </Group>
        <Proposal application={a} />
        <PilotFacts pilot={p} />
        <Group justify="flex-end">
          <Button
            component={Link}
            to={link.conversation(a.taskId, a.pilotUserId)}
            variant="subtle"
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            {t('messages.message')}
          </Button>
          <Button variant="default" onClick={onDisapprove} disabled={busy}>
            {t('applications.disapprove')}
          </Button>
          <Button onClick={onApprove} loading={busy}>
            {t('applications.approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
