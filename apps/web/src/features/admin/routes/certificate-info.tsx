import {
  Alert,
  Anchor,
  Badge,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { pilotActions } from '@airwork/shared/accounts/pilot-transitions';
import {
  Verification,
  type DocumentLink,
  type PilotInfo,
} from '@airwork/shared/pilots/pilot.schema';
import type { TranslationKey } from '../../../i18n/i18n';
import { useCertificateInfo } from '../api/admin-calls';
import { AccountStatusBadge } from '../components/account-status-badge';
import { PilotActionButton } from '../components/pilot-action-button';
import { readQuery } from '../../../lib/paths';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </div>
  );
}

/** A document as an image, or a link to open it (a PDF). */
function DocumentView({ title, doc }: { title: string; doc: DocumentLink | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        {!doc && <Text c="dimmed">{t('admin.no_document')}</Text>}
        {doc?.type.startsWith('image/') && (
          <Anchor href={doc.url} target="_blank" rel="noopener">
            <Image src={doc.url} alt={title} radius="sm" fit="contain" mah={360} />
          </Anchor>
        )}
        {doc && !doc.type.startsWith('image/') && (
          <Anchor href={doc.url} target="_blank" rel="noopener">
            {t('admin.open_document', { name: doc.name })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function PilotFacts({ info: i }: { info: PilotInfo }) {
  const { t } = useTranslation();
  const capabilities = i.capabilities
    .split(',')
    .filter(Boolean)
    .map((c) => t(`capability.${c}` as TranslationKey))
    .join(', ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Fact label={t('admin.pilot_id')}>{i.userNumbers}</Fact>
      <Fact label={t('admin.name')}>{`${i.firstName} ${i.lastName}`}</Fact>
      <Fact label={t('register.email')}>{i.eMail}</Fact>
      <Fact label={t('admin.status')}>
        <AccountStatusBadge active={i.active} />
      </Fact>
      <Fact label={t('verification.certificate_type')}>
        {i.certificateType === 2
          ? t('verification.certificate_advanced')
          : i.certificateType === 1
            ? t('verification.certificate_basic')
            : ''}
      </Fact>
      <Fact label={t('verification.tcr_number')}>{i.tcrNumber}</Fact>
      <Fact label={t('pilot.rpas_number')}>{i.rpasNumber}</Fact>
      <Fact label={t('pilot.rpas_make')}>{i.rpasMake}</Fact>
      <Fact label={t('pilot.address')}>{`${i.address} ${i.postCode}`.trim()}</Fact>
      <Fact label={t('admin.capabilities')}>{capabilities}</Fact>
    </SimpleGrid>
  );
}

/** Spec "Certificate info": the pilot's information with the ID and certificate themselves. */
export function CertificateInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const info = useCertificateInfo(Number.isInteger(id) ? id : 0);
  if (info.isPending && id > 0) return <Loader aria-label={t('common.loading')} />;
  if (!info.data) return <Alert color="gray" title={t('pilot.not_found')} />;
  const i = info.data;
  const waiting = i.verification === Verification.waiting;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {i.firstName} {i.lastName}
        </Title>
        {waiting && (
          <Badge color="yellow.4" autoContrast>
            {t('verification.state_waiting')}
          </Badge>
        )}
      </Group>
      <PilotFacts info={i} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DocumentView title={t('admin.id_document')} doc={i.idDocument} />
        <DocumentView title={t('admin.certificate_document')} doc={i.certificateDocument} />
      </SimpleGrid>
      <Group>
        {pilotActions(i.active, waiting).map((a) => (
          <PilotActionButton
            key={a.action}
            userId={i.userId}
            name={`${i.firstName} ${i.lastName}`}
            transition={a}
          />
        ))}
      </Group>
    </Stack>
  );
}
