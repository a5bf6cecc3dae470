import { useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  mfaStatusCall,
  passkeyChallengeCall,
  stepUpCall,
} from '@airwork/shared/accounts/mfa.calls';
import type { MfaStatus } from '@airwork/shared/accounts/mfa.schema';
import { translateMessage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { call, keyOf, messageOf } from '../lib/call';
import { closeStepUp } from '../lib/second-factor';
import { FormError } from './form-error';
import { LabelledModal } from './labelled-modal';
import { notifySuccess } from './notify';
import { factorModes, SecondFactorField, useSecondFactor } from './second-factor-field';

/**
 * Asked when a call needs a second factor given within ten minutes (issue 45): the passkey, a
 * code from the authenticator app, or a recovery code. The action itself is then done again by
 * the reader — nothing is sent on their behalf.
 */
export default function StepUpPrompt() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: keyOf(mfaStatusCall),
    queryFn: () => call(mfaStatusCall, {}),
    staleTime: 0,
  });
  return (
    <LabelledModal opened onClose={closeStepUp} title={t('mfa.step_up_title')} centered>
      {status.data ? <StepUpForm status={status.data} /> : <Loader size="sm" />}
    </LabelledModal>
  );
}

function StepUpForm({ status }: { status: MfaStatus }) {
  const { t } = useTranslation();
  const factor = useSecondFactor(factorModes(status.factors.map((f) => f.kind)));
  const [error, setError] = useState<string>();
  const confirm = useMutation({
    mutationFn: async () =>
      call(stepUpCall, await factor.given(() => call(passkeyChallengeCall, {}))),
    onSuccess: () => {
      closeStepUp();
      notifySuccess(t('mfa.step_up_done'));
    },
    onError: (err) => {
      setError(translateMessage(messageOf(err)));
      factor.setValue('');
    },
  });
  return (
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
        <SecondFactorField factor={factor} autoFocus />
        <Group justify="flex-end">
          <Button type="submit" loading={confirm.isPending}>
            {t(factor.mode === 'passkey' ? 'mfa.use_passkey_now' : 'mfa.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
