import { useState } from 'react';
import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import {
  pilotProfileUpdateSchema,
  updateCertificateRequestSchema,
  updateDeviceRequestSchema,
  type PilotInfo,
} from '@airwork/shared/pilots/pilot.schema';
import { DocumentField } from '../../../components/document-field';
import { useSettingsForm } from './use-settings-form';
import {
  updateCertificateCall,
  updateDeviceCall,
  updateProfileCall,
} from '@airwork/shared/pilots/member.calls';

type Doc = { url: string; name: string } | null;

/** A field's error in words, for a control that is not an input (a document upload). */
const errorText = (error: unknown) => (typeof error === 'string' ? error : undefined);

function SaveButton({ saving }: { saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving}>
        {t('profile.save')}
      </Button>
    </Group>
  );
}

/** My Profile: names, e-mail, the ID scan (replaceable), its number, address and postcode. */
export function MyProfileSection({
  userId,
  info,
}: {
  userId: number;
  info: PilotInfo | undefined;
}) {
  const { t } = useTranslation();
  const [newId, setNewId] = useState<Doc>(null);
  const values = (i: PilotInfo | undefined) => ({
    firstName: i?.firstName ?? '',
    lastName: i?.lastName ?? '',
    eMail: i?.eMail ?? '',
    idUrl: '',
    documentIdNumber: i?.documentIdNumber ?? '',
    address: i?.address ?? '',
    postCode: i?.postCode ?? '',
  });
  const form = useSettingsForm(updateProfileCall, userId, {
    schema: pilotProfileUpdateSchema.omit({ userId: true }),
    initialValues: values(info),
    saved: info && values(info),
  });
  const { field } = form;
  return (
    <form noValidate onSubmit={form.submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('register.first_name')} withAsterisk {...field('firstName')} />
          <TextInput label={t('register.last_name')} withAsterisk {...field('lastName')} />
          <TextInput label={t('register.email')} withAsterisk type="email" {...field('eMail')} />
          <TextInput label={t('profile.document_id')} withAsterisk {...field('documentIdNumber')} />
          <TextInput label={t('pilot.address')} withAsterisk {...field('address')} />
          <TextInput label={t('pilot.postcode')} withAsterisk {...field('postCode')} />
        </SimpleGrid>
        <DocumentField
          label={t('verification.id_file')}
          description={t('verification.id_file_hint')}
          value={newId ?? info?.idDocument ?? null}
          onUploaded={(f) => {
            setNewId(f);
            form.form.setFieldValue('idUrl', f.id);
          }}
        />
        <SaveButton saving={form.saving} />
      </Stack>
    </form>
  );
}

/** Update Devices: the RPAS licence number and type or make. */
export function DevicesSection({ userId, info }: { userId: number; info: PilotInfo | undefined }) {
  const { t } = useTranslation();
  const values = (i: PilotInfo | undefined) => ({
    rpasNumber: i?.rpasNumber ?? '',
    rpasMake: i?.rpasMake ?? '',
  });
  const { field, submit, saving } = useSettingsForm(updateDeviceCall, userId, {
    schema: updateDeviceRequestSchema.omit({ userId: true }),
    initialValues: values(info),
    saved: info && values(info),
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('pilot.rpas_number')} withAsterisk {...field('rpasNumber')} />
          <TextInput label={t('pilot.rpas_make')} withAsterisk {...field('rpasMake')} />
        </SimpleGrid>
        <SaveButton saving={saving} />
      </Stack>
    </form>
  );
}

/** Update Certificate: the type and a new document; it goes back to the admins for a decision. */
export function CertificateSection({
  userId,
  info,
}: {
  userId: number;
  info: PilotInfo | undefined;
}) {
  const { t } = useTranslation();
  const [newCertificate, setNewCertificate] = useState<Doc>(null);
  const values = (i: PilotInfo | undefined) => ({
    certificateType: i?.certificateType ? String(i.certificateType) : '',
    certFileInfos: '',
  });
  const form = useSettingsForm(updateCertificateCall, userId, {
    schema: updateCertificateRequestSchema.omit({ userId: true }),
    initialValues: values(info),
    saved: info && values(info),
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <Stack gap="sm">
        <Radio.Group
          label={t('verification.certificate_type')}
          withAsterisk
          {...form.field('certificateType')}
        >
          <Stack gap={8} mt={6}>
            <Radio value="1" label={t('verification.certificate_basic')} />
            <Radio value="2" label={t('verification.certificate_advanced')} />
          </Stack>
        </Radio.Group>
        <DocumentField
          label={t('verification.certificate_file')}
          description={t('profile.certificate_hint')}
          required
          value={newCertificate ?? info?.certificateDocument ?? null}
          error={errorText(form.field('certFileInfos').error)}
          onUploaded={(f) => {
            setNewCertificate(f);
            form.form.setFieldValue('certFileInfos', f.id);
          }}
        />
        <SaveButton saving={form.saving} />
      </Stack>
    </form>
  );
}
