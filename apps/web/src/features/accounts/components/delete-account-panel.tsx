import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PrivacyCode } from '@airwork/shared/accounts/privacy.calls';
import { FormError } from '../../../components/form-error';
import { LabelledModal } from '../../../components/labelled-modal';
import { notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { link } from '../../../lib/paths';
import { forgetLogin } from '../../../lib/session';
import { useDeleteAccount, useDeletionCheck } from '../api/delete-account';
import { sessionPasskeyOptions, useMfaStatus } from '../api/mfa';
import {
  factorModes,
  SecondFactorField,
  useSecondFactor,
} from '../../../components/second-factor-field';

/** The Airworks to finish or cancel before the account can go. */
function Blocking() {
  const { t } = useTranslation();
  const check = useDeletionCheck(true);
  const blocking = check.data?.blocking ?? [];
  if (blocking.length === 0) return null;
  return (
    <Alert color="orange" title={t('privacy.delete_blocked_title')}>
      <List size="sm">
        {blocking.map((a) => (
          <List.Item key={a.taskId}>
            <Anchor component={Link} to={link.airworkDetails(a.taskId)}>
              {a.title} ({a.tasksId})
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The password (and second factor) that confirm it; signed out and home once done. */
function useConfirmDeletion(kinds: string[]) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const factor = useSecondFactor(factorModes(kinds));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [blocked, setBlocked] = useState(false);
  const [asking, setAsking] = useState(false);
  const needsFactor = kinds.length > 0;
  const send = async () => {
    setError(undefined);
    setAsking(true);
    try {
      const given = needsFactor ? await factor.given(sessionPasskeyOptions) : {};
      await remove.mutateAsync({ password, ...given });
      forgetLogin();
      notifySuccess(t('privacy.deleted'));
      void navigate('/');
    } catch (err) {
      const message = messageOf(err);
      if (message === PrivacyCode.blocked) setBlocked(true);
      setError(translateMessage(message));
    } finally {
      setAsking(false);
    }
  };
  return { password, setPassword, factor, needsFactor, send, error, blocked, pending: asking };
}

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const mfa = useMfaStatus();
  return (
    <LabelledModal opened onClose={onClose} title={t('privacy.delete_title')} centered>
      {mfa.data && <DeletionForm kinds={mfa.data.factors.map((f) => f.kind)} onClose={onClose} />}
    </LabelledModal>
  );
}

function DeletionForm({ kinds, onClose }: { kinds: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { password, setPassword, factor, needsFactor, send, error, blocked, pending } =
    useConfirmDeletion(kinds);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('privacy.delete_confirm_text')}</Text>
        <FormError message={error} />
        {blocked && <Blocking />}
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-autofocus
        />
        {needsFactor && <SecondFactorField factor={factor} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('details.cancel')}
          </Button>
          <Button type="submit" color="red.8" loading={pending}>
            {t('privacy.delete_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Your account to delete (issue 45): what goes, what is kept, and the button. */
export function DeleteAccountPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-account-title">
      <Title order={2} fz="lg" id="delete-account-title">
        {t('privacy.delete_title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('privacy.delete_text')}
      </Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          {t('privacy.delete')}
        </Button>
      </Group>
      {open && <ConfirmDeletion onClose={() => setOpen(false)} />}
    </Stack>
  );
}
