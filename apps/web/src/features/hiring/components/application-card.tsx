import { IconCheck, IconMessage, IconX } from '@tabler/icons-react';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Application } from '@airwork/shared/hiring/application.schema';
import { matchCapabilities } from '@airwork/shared/pilots/capability-match';
import type { TranslationKey } from '../../../i18n/i18n';
import { formatCad, formatDate, formatDay } from '../../../lib/format';
import { link } from '../../../lib/paths';
import { VerifiedSince } from '../../../components/verified-since';
import { useRatingText } from '../../../components/rating-summary';
import classes from './proposals.module.css';

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

const capabilityName = (code: number | string) => `capability.${code}` as TranslationKey;

/**
 * The capabilities the Airwork's requested file format asks for, each marked as declared by
 * the pilot or not; the pilot's own list when the format asks for none in particular.
 */
function Capabilities({ application: a }: { application: Application }) {
  const { t } = useTranslation();
  const asked = matchCapabilities(a.fileFormat, a.pilot.capabilities);
  if (asked.length === 0) {
    const declared = a.pilot.capabilities.split(',').filter(Boolean);
    if (declared.length === 0) return null;
    return (
      <Group gap={4}>
        {declared.map((c) => (
          <Badge key={c} variant="outline" color="gray" size="sm">
            {t(capabilityName(c))}
          </Badge>
        ))}
      </Group>
    );
  }
  return (
    <Fact label={t('applications.asked_for', { format: a.fileFormat })}>
      <Group gap={4} mt={2}>
        {asked.map(({ code, has }) => (
          <Badge
            key={code}
            variant={has ? 'light' : 'outline'}
            color={has ? 'teal' : 'gray'}
            c={has ? 'teal.9' : 'gray.8'}
            // The light variant's teal.1 gave 4.32:1 at 10 px (Lighthouse); teal.0 gives 4.67.
            bg={has ? 'teal.0' : undefined}
            size="sm"
            leftSection={
              has ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />
            }
          >
            {t(capabilityName(code))}
            <VisuallyHidden>
              {' '}
              ({t(has ? 'applications.capability_has' : 'applications.capability_lacks')})
            </VisuallyHidden>
          </Badge>
        ))}
      </Group>
    </Fact>
  );
}

/** What a client weighs: certificate, devices, completed work, rating, distance. */
function PilotFacts({ application: a }: { application: Application }) {
  const { t } = useTranslation();
  const ratingText = useRatingText();
  const p = a.pilot;
  const certificate =
    p.certificateType === 2
      ? t('verification.certificate_advanced')
      : p.certificateType === 1
        ? t('verification.certificate_basic')
        : '—';
  return (
    <div className={classes.facts}>
      <Fact label={t('pilot_info.certificate')}>{certificate}</Fact>
      <Fact label={t('pilot_info.devices')}>{p.rpasMake || '—'}</Fact>
      <Fact label={t('pilot_info.completed')}>
        {t('pilot_info.cases', { count: p.totalAirworks })}
      </Fact>
      <Fact label={t('pilot_info.rating')}>{ratingText(p.totalRating, p.totalRateCount)}</Fact>
      <Fact label={t('applications.distance')}>
        {a.distanceKm === null
          ? t('applications.no_home')
          : t('applications.km_from_site', { km: a.distanceKm })}
      </Fact>
      <Fact label={t('profile.home_city')}>{p.homeCity || '—'}</Fact>
    </div>
  );
}

/** What the pilot proposes: their words, their price, the earliest day they can fly. */
function Proposal({ application: a }: { application: Application }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {a.proposalVersion > 1 && (
        // A pilot who withdrew and proposed again: the client may have read the earlier one.
        <Badge color="yellow.4" autoContrast size="sm" w="fit-content">
          {t('applications.revised', { version: a.proposalVersion })}
        </Badge>
      )}
      {a.note !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="proposal-note">
          {a.note}
        </Text>
      )}
      <div className={classes.pair}>
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
      </div>
    </>
  );
}

/** The pilot as a client first sees them: photo, name, verification, when they applied. */
function PilotHeading({ application: a }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const p = a.pilot;
  const name = p.displayName || t('applications.pilot', { number: p.userNumbers });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={p.avatarThumbUrl} alt={name} size={48} radius="xl" color="blue">
        {name.slice(0, 1)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={link.pilotInformation(a.pilotUserId)}
          fw={700}
          id={`proposal-${a.id}`}
        >
          {name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('applications.pilot', { number: p.userNumbers })} · {t('applications.applied_on')}{' '}
          {formatDate(a.createTime, i18n.language)}
        </Text>
        {p.verifiedSince && <VerifiedSince iso={p.verifiedSince} size="xs" />}
      </div>
    </Group>
  );
}

/** One pilot's proposal for an Airwork: who, what they propose, their record; the decision. */
export function ApplicationCard({
  application: a,
  busy,
  onApprove,
  onDisapprove,
}: ApplicationCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`proposal-${a.id}`}
    >
      <Stack gap="sm" h="100%">
        <PilotHeading application={a} />
        <Proposal application={a} />
        <PilotFacts application={a} />
        <Capabilities application={a} />
        <Group justify="flex-end" mt="auto" gap="xs">
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
