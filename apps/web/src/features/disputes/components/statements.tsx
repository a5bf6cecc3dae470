import { useRef, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { Statement } from '@airwork/shared/disputes/dispute.schema';
import { MESSAGE_ATTACHMENTS_MAX } from '@airwork/shared/messages/message.schema';
import { STATEMENT_MAX } from '@airwork/shared/disputes/dispute.schema';
import { AttachButton, FileRows, useAttachments } from '../../../components/attachments';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useAddStatement } from '../api/disputes';

const AUTHOR = {
  client: { label: 'disputes.by_client', color: 'blue.9' },
  pilot: { label: 'disputes.by_pilot', color: 'teal.9' },
  admin: { label: 'disputes.by_admin', color: 'grape.9' },
} as const;

/** What each side said, oldest first, with the files they gave. */
export function StatementList({ statements }: { statements: Statement[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {statements.map((s) => (
        <Paper key={s.id} component="li" withBorder radius="md" p="md">
          <Group gap="xs" mb={6} wrap="wrap">
            <Badge color={AUTHOR[s.author].color} variant="filled">
              {t(AUTHOR[s.author].label)}
            </Badge>
            {s.authorName && (
              <Text size="sm" fw={600}>
                {s.authorName}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(s.createdAt, i18n.language)}
            </Text>
          </Group>
          {s.text && (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.text}</Text>
          )}
          {s.files.length > 0 && (
            <Stack gap={4} mt="xs">
              {s.files.map((f) => (
                <Group key={f.id} gap={6} wrap="nowrap">
                  <IconFile size={16} aria-hidden />
                  <Anchor href={f.url} target="_blank" rel="noopener" size="sm">
                    {f.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatBytes(f.size, i18n.language)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** Text and files for a statement: the opening one, or one added to an open dispute. */
export function useStatementDraft() {
  const [text, setText] = useState('');
  const attachments = useAttachments('evidence');
  const resetFiles = useRef<() => void>(null);
  const uploading = attachments.files.some((f) => !f.file);
  return {
    text,
    setText,
    attachments,
    resetFiles,
    uploading,
    empty: text.trim() === '' && attachments.files.length === 0,
    ids: () => attachments.files.flatMap((f) => (f.file ? [f.file.id] : [])),
    clear: () => {
      setText('');
      attachments.clear();
      resetFiles.current?.();
    },
  };
}

export type StatementDraft = ReturnType<typeof useStatementDraft>;

/** The statement's box and its files (shared by opening and adding). */
export function StatementFields(props: {
  draft: StatementDraft;
  label: string;
  required?: boolean;
}) {
  const { draft, label } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={draft.text}
        onChange={(e) => draft.setText(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={STATEMENT_MAX}
        withAsterisk={props.required}
      />
      <FileRows files={draft.attachments.files} onRemove={draft.attachments.remove} />
      <Group gap="xs">
        <AttachButton
          resetRef={draft.resetFiles}
          full={draft.attachments.files.length >= MESSAGE_ATTACHMENTS_MAX}
          onChoose={(chosen) => void draft.attachments.add(chosen)}
        />
        <Text size="xs" c="dimmed">
          {t('disputes.files_hint')}
        </Text>
      </Group>
    </Stack>
  );
}

/** Adds a statement to an open dispute (either side, or an admin asking them). */
export function AddStatement({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const draft = useStatementDraft();
  const add = useAddStatement();
  const submit = () =>
    add.mutate(
      { taskId, statement: draft.text, attachmentIds: draft.ids() },
      {
        onSuccess: () => {
          draft.clear();
          notifySuccess(t('disputes.added'));
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!draft.empty && !draft.uploading) submit();
      }}
    >
      <Stack gap="sm">
        <StatementFields draft={draft} label={t('disputes.add_label')} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} disabled={draft.empty || draft.uploading}>
            {t('disputes.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
