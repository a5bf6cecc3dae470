import { useEffect, useState } from 'react';
import {
  Button,
  Container,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { pilotProfileRequestSchema, type PilotInfo } from '@airwork/shared/pilots/pilot.schema';
import { DocumentField } from '../../../components/document-field';
import { notifyError } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useSubmitVerification } from '../api/pilot-calls';
import { usePilotInfo } from '../../../lib/pilot-info';
import { VerificationState } from '../components/verification-state';
import { messageOf } from '../../../lib/call';

const formSchema = pilotProfileRequestSchema.omit({ userId: true, capabilities: true });

interface Values extends Record<string, unknown> {
  idFile: string;
  certificateType: string;
  tcrNumber: string;
  pilotCertificateFile: string;
  rpasNumber: string;
  rpasMake: string;
  address: string;
  postCode: string;
}

type Doc = { url: string; name: string } | null;

const valuesOf = (i: PilotInfo | undefined): Values => ({
  idFile: i?.idUrl ?? '',
  certificateType: i?.certificateType ? String(i.certificateType) : '',
  tcrNumber: i?.tcrNumber ?? '',
  pilotCertificateFile: i?.pilotCertificateUrl ?? '',
  rpasNumber: i?.rpasNumber ?? '',
  rpasMake: i?.rpasMake ?? '',
  address: i?.address ?? '',
  postCode: i?.postCode ?? '',
});

function useVerificationForm(userId: number, info: PilotInfo | undefined) {
  const navigate = useNavigate();
  const submit = useSubmitVerification();
  const schemaForm = useSchemaForm<Values>({
    schema: formSchema,
    initialValues: valuesOf(info),
    firstErrorOnly: true,
  });
  // Documents uploaded here; until then, the ones on file.
  const [uploaded, setUploaded] = useState<{ id?: Doc; certificate?: Doc }>({});
  const docs = {
    id: uploaded.id ?? info?.idDocument ?? null,
    certificate: uploaded.certificate ?? info?.certificateDocument ?? null,
  };
  // The saved profile arrives after the first paint (from this device's copy, then the
  // server's): prefill with it unless typing began or a submit already shows what is missing —
  // refilling would wipe those messages.
  const { form } = schemaForm;
  useEffect(() => {
    if (!info || form.isDirty() || Object.keys(form.errors).length > 0) return;
    form.setValues(valuesOf(info));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the profile is known
  }, [info]);
  const onSubmit = schemaForm.onSubmit((values) =>
    submit.mutate(
      // The form's schema (the call's own) has checked the radio holds "1" or "2".
      { userId, ...values, certificateType: values.certificateType === '2' ? 2 : 1 },
      {
        onSuccess: () => void navigate('/capabilities'),
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    ),
  );
  return { ...schemaForm, docs, uploaded, setUploaded, onSubmit, saving: submit.isPending };
}

function DocumentsFields({ state }: { state: ReturnType<typeof useVerificationForm> }) {
  const { t } = useTranslation();
  const { form, field, docs, uploaded, setUploaded } = state;
  const errorOf = (path: string) => {
    const e: unknown = field(path).error;
    return typeof e === 'string' ? e : undefined;
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <DocumentField
        label={t('verification.id_file')}
        description={t('verification.id_file_hint')}
        required
        value={docs.id}
        error={errorOf('idFile')}
        onUploaded={(f) => {
          form.setFieldValue('idFile', f.id);
          setUploaded({ ...uploaded, id: f });
        }}
      />
      <DocumentField
        label={t('verification.certificate_file')}
        description={t('verification.certificate_file_hint')}
        required
        value={docs.certificate}
        error={errorOf('pilotCertificateFile')}
        onUploaded={(f) => {
          form.setFieldValue('pilotCertificateFile', f.id);
          setUploaded({ ...uploaded, certificate: f });
        }}
      />
    </SimpleGrid>
  );
}

function VerificationForm({ userId, info }: { userId: number; info: PilotInfo | undefined }) {
  const { t } = useTranslation();
  const state = useVerificationForm(userId, info);
  const { field } = state;
  return (
    <form noValidate onSubmit={state.onSubmit}>
      <Stack gap="md">
        <DocumentsFields state={state} />
        <Radio.Group
          label={t('verification.certificate_type')}
          withAsterisk
          {...field('certificateType')}
        >
          <Stack gap={8} mt={6}>
            <Radio value="1" label={t('verification.certificate_basic')} />
            <Radio value="2" label={t('verification.certificate_advanced')} />
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('verification.tcr_number')} withAsterisk {...field('tcrNumber')} />
          <TextInput label={t('pilot.rpas_number')} withAsterisk {...field('rpasNumber')} />
          <TextInput label={t('pilot.rpas_make')} withAsterisk {...field('rpasMake')} />
          <TextInput
            label={t('pilot.address')}
            withAsterisk
            autoComplete="street-address"
            {...field('address')}
          />
          <TextInput
            label={t('pilot.postcode')}
            withAsterisk
            autoComplete="postal-code"
            {...field('postCode')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={state.saving}>
            {t('wizard.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec "Pilot verification": both documents, the certificate and the drone; then capabilities. */
export function PilotVerificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const info = usePilotInfo(user?.id);
  if (!user) return null;
  return (
    <Container size={820} py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('verification.title')}
            </Title>
            <Text c="dimmed">
              {t('verification.welcome', { name: user.username, number: user.userNumbers })}
            </Text>
          </div>
          <VerificationState info={info.data} />
          <VerificationForm userId={user.id} info={info.data} />
        </Stack>
      </Paper>
    </Container>
  );
}
