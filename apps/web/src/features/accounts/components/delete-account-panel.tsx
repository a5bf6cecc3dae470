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
  TextInput,
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
import { useMfaStatus } from '../api/mfa';

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

/** The password (and code) that confirm it; signed out and home once done. */
function useConfirmDeletion() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mfa = useMfaStatus();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [blocked, setBlocked] = useState(false);
  const needsCode = (mfa.data?.factors.length ?? 0) > 0;
  const send = () => {
    setError(undefined);
    remove.mutate(
      { password, ...(needsCode && { code }) },
      {
        onSuccess: () => {
          forgetLogin();
          notifySuccess(t('privacy.deleted'));
          void navigate('/');
        },
        onError: (err) => {
          const message = messageOf(err);
          if (message === PrivacyCode.blocked) setBlocked(true);
          setError(translateMessage(message));
        },
      },
    );
  };
  const fields = { password, setPassword, code, setCode, needsCode };
  return { ...fields, send, error, blocked, pending: remove.isPending };
}

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { password, setPassword, code, setCode, needsCode, send, error, blocked, pending } =
    useConfirmDeletion();
  return (
    <LabelledModal opened onClose={onClose} title={t('privacy.delete_title')} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
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
          />
          {needsCode && (
            <TextInput
              label={t('mfa.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
          )}
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
    </LabelledModal>
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
        <Button color="red.8" variant="outline" onClick={() => setOpen(true)}>
          {t('privacy.delete')}
        </Button>
      </Group>
      {open && <ConfirmDeletion onClose={() => setOpen(false)} />}
    </Stack>
  );
}
