import {
  Alert,
  Avatar,
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { ReviewsList } from '../../../components/reviews-list';
import { VerifiedSince } from '../../../components/verified-since';
import type { TranslationKey } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMonth } from '../../../lib/format';
import { languageList } from '../../../lib/language-names';
import { readQuery } from '../../../lib/paths';
import { usePublicProfile, type PublicProfile } from '../../../lib/public-profile';
import { PortfolioGallery } from '../components/portfolio-gallery';
import { useRatingText } from '../../../components/rating-summary';
import { useDeferredResult } from '../../../lib/deferred-result';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg">{value}</Text>
    </div>
  );
}

function certificateOf(p: PublicProfile): TranslationKey | undefined {
  if (p.certificateType === 2) return 'verification.certificate_advanced';
  if (p.certificateType === 1) return 'verification.certificate_basic';
  return undefined;
}

/** Photo, name, verification, home and languages: who the pilot is, at a glance. */
function Heading({ p }: { p: PublicProfile }) {
  const { t, i18n } = useTranslation();
  const languages = languageList(p.languages, i18n.language);
  return (
    <Group gap="lg" align="flex-start" wrap="nowrap">
      <Avatar
        src={p.avatarUrl}
        alt={t('profile.photo_of', { name: p.displayName })}
        size={96}
        radius={96}
        color="blue"
      >
        {p.displayName.slice(0, 1)}
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {p.displayName}
        </Title>
        {p.verifiedSince && <VerifiedSince iso={p.verifiedSince} />}
        {p.homeCity && (
          <Text size="sm">
            <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2 }} /> {p.homeCity}
            {p.travelKm > 0 && ` · ${t('profile.travels', { km: p.travelKm })}`}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('profile.member_since', { date: formatMonth(p.memberSince, i18n.language) })}
          {languages && ` · ${t('profile.speaks', { languages })}`}
        </Text>
      </Stack>
    </Group>
  );
}

/** The spec's facts: Pilot ID, devices, certificate, Airworks completed, overall rating. */
function Facts({ p }: { p: PublicProfile }) {
  const { t } = useTranslation();
  const ratingText = useRatingText();
  const certificate = certificateOf(p);
  const capabilities = p.capabilities.split(',').filter(Boolean);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Fact label={t('pilot_info.pilot_id')} value={p.userNumbers} />
        <Fact label={t('pilot_info.devices')} value={p.rpasMake || '—'} />
        <Fact label={t('pilot_info.certificate')} value={certificate ? t(certificate) : '—'} />
        {p.completed > 0 && (
          <Fact
            label={t('pilot_info.completed')}
            value={
              p.completed === 1
                ? t('pilot_info.one_case')
                : t('pilot_info.cases', { count: p.completed })
            }
          />
        )}
        {p.ratingCount > 0 && (
          <Fact label={t('pilot_info.rating')} value={ratingText(p.rating, p.ratingCount)} />
        )}
      </SimpleGrid>
      {capabilities.length > 0 && (
        <Group gap={6} mt="md">
          {capabilities.map((c) => (
            <Badge key={c} variant="outline" color="gray">
              {t(`capability.${c}` as TranslationKey)}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}

/**
 * Spec "Pilot information" (query Id = the pilot's user id), grown into the pilot's public
 * profile (issue 23): photo, bio, home, languages, verification, record, portfolio, reviews.
 */
export function PilotInformationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const profile = useDeferredResult(usePublicProfile(Number.isInteger(id) ? id : 0));
  if (profile.isPending && id > 0) return <Loader m="xl" aria-label={t('common.loading')} />;
  const p = profile.data;
  if (!p || p.role !== Role.pilot)
    return <Alert m="xl" color="gray" title={t('pilot.not_found')} />;
  return (
    <Stack gap="lg" maw={860} mx="auto" py={{ base: 'md', sm: 'xl' }} px="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('pilot_info.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Heading p={p} />
          {p.bio && (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="pilot-bio">
              {p.bio}
            </Text>
          )}
          <Facts p={p} />
        </Stack>
      </Paper>
      <PortfolioGallery items={p.portfolio} />
      <ReviewsList reviews={p.reviews} title={t('pilot_info.ratings')} id="ratings-title" />
    </Stack>
  );
}
