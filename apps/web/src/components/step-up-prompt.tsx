import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { stepUpCall } from '@airwork/shared/accounts/mfa.calls';
import { translateMessage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { call, messageOf } from '../lib/call';
import { closeStepUp } from '../lib/second-factor';
import { FormError } from './form-error';
import { LabelledModal } from './labelled-modal';
import { notifySuccess } from './notify';

/**
 * Asked when a call needs a second factor given within ten minutes (issue 45): a code from
 * the authenticator app, or a recovery code. The action itself is then done again by the
 * reader — nothing is sent on their behalf.
 */
export default function StepUpPrompt() {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useMutation({
    mutationFn: () => call(stepUpCall, recovery ? { recoveryCode: value } : { code: value }),
    onSuccess: () => {
      closeStepUp();
      notifySuccess(t('mfa.step_up_done'));
    },
    onError: (err) => setError(translateMessage(messageOf(err))),
  });
  return (
    <LabelledModal opened onClose={closeStepUp} title={t('mfa.step_up_title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          confirm.mutate();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('mfa.step_up_text')}</Text>
          <FormError message={error} />
          <TextInput
            label={t(recovery ? 'mfa.recovery_code' : 'mfa.code')}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setRecovery(!recovery)}
            >
              {t(recovery ? 'mfa.use_code' : 'mfa.use_recovery')}
            </Anchor>
            <Button type="submit" loading={confirm.isPending}>
              {t('mfa.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LabelledModal>
  );
}
