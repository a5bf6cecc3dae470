import { useEffect } from 'react';
import {
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { CAPABILITIES, updateCapabilitiesRequestSchema } from '@airwork/shared/pilots/pilot.schema';
import { notifyError } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useUpdateCapabilities } from '../api/pilot-calls';
import { usePilotInfo } from '../../../lib/pilot-info';
import { messageOf } from '../../../lib/call';

const formSchema = updateCapabilitiesRequestSchema.omit({ userId: true });

interface Values extends Record<string, unknown> {
  Capabilities: string[];
  otherDesc: string;
}

const listOf = (text: string | undefined) => (text ?? '').split(',').filter((c) => c !== '');

function CapabilitiesForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = usePilotInfo(userId).data;
  const save = useUpdateCapabilities();
  const { form, field, onSubmit } = useSchemaForm<Values>({
    schema: formSchema,
    initialValues: { Capabilities: listOf(info?.capabilities), otherDesc: info?.otherDesc ?? '' },
    firstErrorOnly: true,
  });
  useEffect(() => {
    // Not over what the user typed, nor over the messages a submit showed.
    if (!info || form.isDirty() || Object.keys(form.errors).length > 0) return;
    form.setValues({ Capabilities: listOf(info.capabilities), otherDesc: info.otherDesc });
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the profile is known
  }, [info]);
  const submit = onSubmit((values) =>
    save.mutate(
      // The spec's comma list with its trailing comma.
      { userId, Capabilities: `${values.Capabilities.join(',')},`, otherDesc: values.otherDesc },
      {
        onSuccess: () => void navigate('/pilot-home'),
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Checkbox.Group label={t('capabilities.label')} withAsterisk {...field('Capabilities')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {CAPABILITIES.map((c) => (
              <Checkbox key={c} value={String(c)} label={t(`capability.${c}` as TranslationKey)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label={t('capabilities.description')}
          autosize
          minRows={3}
          maxLength={2000}
          {...field('otherDesc')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            {t('capabilities.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec "Capabilities": what the pilot can deliver; Submit goes to pilot home. */
export function CapabilitiesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Container size={720} py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('capabilities.title')}
          </Title>
          <CapabilitiesForm userId={user.id} />
        </Stack>
      </Paper>
    </Container>
  );
}
