import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFingerprint, IconShieldCheck } from '@tabler/icons-react';
import type { MfaStatus } from '@airwork/shared/accounts/mfa.schema';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import { FormError } from '../../../components/form-error';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { formatDateTime } from '../../../lib/format';
import {
  useAddPasskey,
  useConfirmTotp,
  useEnrollTotp,
  useMfaStatus,
  useRemoveFactor,
} from '../api/mfa';
import { passkeysSupported } from '../../../lib/passkeys';

/** The key to scan, and the first code that confirms it. */
function Enrolment({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const enrol = useEnrollTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  if (!enrol.data) {
    return (
      <Group>
        <Button onClick={() => enrol.mutate()} loading={enrol.isPending}>
          {t('mfa.set_up')}
        </Button>
        <FormError message={enrol.error ? translateMessage(messageOf(enrol.error)) : undefined} />
      </Group>
    );
  }
  const { qrSvg, secret } = enrol.data;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        confirm.mutate(code, {
          onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes),
          onError: (err) => setError(translateMessage(messageOf(err))),
        });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('mfa.scan')}</Text>
        <Image
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
          alt={t('mfa.qr_alt')}
          w={200}
          h={200}
        />
        <Text size="sm">
          {t('mfa.key')}: <Code style={{ wordBreak: 'break-all' }}>{secret}</Code>
        </Text>
        <FormError message={error} />
        <TextInput
          label={t('mfa.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={260}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('mfa.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Shown once, right after enrolment. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recovery-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="recovery-title">
          {t('mfa.recovery_title')}
        </Title>
        <Text size="sm">{t('mfa.recovery_text')}</Text>
        <SimpleGrid cols={2} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {codes.map((c) => (
            <Code key={c} component="li" fz="md">
              {c}
            </Code>
          ))}
        </SimpleGrid>
        <Group>
          <Button variant="light" onClick={onSaved}>
            {t('mfa.recovery_saved')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Factors({ status }: { status: MfaStatus }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveFactor();
  return (
    <Stack gap="xs">
      {status.factors.map((f) => (
        <Paper key={f.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600} size="sm">
                {f.kind === 'passkey' ? t('mfa.passkey') : t('mfa.app')}
                {f.kind === 'passkey' && f.label && (
                  <Text span c="dimmed" fw={400} size="sm">
                    {' '}
                    · {f.label}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {t('mfa.added', { when: formatDateTime(f.createdAt, i18n.language) })}
              </Text>
            </div>
            <Button
              size="xs"
              variant="default"
              loading={remove.isPending && remove.variables === f.id}
              onClick={() =>
                remove.mutate(f.id, {
                  onSuccess: () => notifySuccess(t('mfa.removed')),
                  onError: (err) => {
                    // The prompt for it is already open over the page.
                    if (messageOf(err) === MfaCode.stepUpRequired) return;
                    notifyError(translateMessage(messageOf(err)));
                  },
                })
              }
            >
              {t('mfa.remove')}
            </Button>
          </Group>
        </Paper>
      ))}
      <Text size="sm" c="dimmed">
        {t('mfa.recovery_left', { count: status.recoveryCodesLeft })}
      </Text>
    </Stack>
  );
}

/** A passkey made on this device: the device asks for the fingerprint, face or PIN. */
function PasskeyAdder({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  if (!passkeysSupported()) {
    return (
      <Text size="sm" c="dimmed">
        {t('mfa.passkey_unsupported')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{t('mfa.passkey_intro')}</Text>
      <Group>
        <Button
          variant="light"
          leftSection={<IconFingerprint size={18} aria-hidden />}
          loading={add.isPending}
          onClick={() =>
            add.mutate(undefined, {
              onSuccess: ({ recoveryCodes }) => {
                notifySuccess(t('mfa.passkey_added'));
                if (recoveryCodes.length > 0) onCodes(recoveryCodes);
              },
            })
          }
        >
          {t('mfa.passkey_add')}
        </Button>
      </Group>
      <FormError message={add.error ? translateMessage(messageOf(add.error)) : undefined} />
    </Stack>
  );
}

/** Two-step sign-in (issue 45): on or off, passkeys, an app, their recovery codes. */
export function TwoStepPanel() {
  const { t } = useTranslation();
  const status = useMfaStatus();
  const [codes, setCodes] = useState<string[]>();
  const on = (status.data?.factors.length ?? 0) > 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="two-step-title">
      <Group gap="xs">
        <IconShieldCheck size={20} aria-hidden />
        <Title order={2} fz="lg" id="two-step-title">
          {t('mfa.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {t('mfa.intro')}
      </Text>
      {status.data?.required && !on && <Alert color="orange">{t('mfa.required')}</Alert>}
      {status.data && <Text fw={600}>{t(on ? 'mfa.on' : 'mfa.off')}</Text>}
      {codes && <RecoveryCodes codes={codes} onSaved={() => setCodes(undefined)} />}
      {status.data && on && <Factors status={status.data} />}
      {status.data && !codes && <PasskeyAdder onCodes={setCodes} />}
      {status.data && !codes && !status.data.factors.some((f) => f.kind === 'totp') && (
        <Enrolment
          onDone={(recovery) => {
            notifySuccess(t('mfa.enabled_done'));
            setCodes(recovery);
          }}
        />
      )}
    </Stack>
  );
}
