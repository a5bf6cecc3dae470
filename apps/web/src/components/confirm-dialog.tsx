import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { LabelledModal } from './labelled-modal';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What confirming does, in a sentence. */
  text: string;
  confirmLabel: string;
  confirmColor: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks once more before an act that cannot be undone (delete, accept and pay). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <LabelledModal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack>
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('details.cancel')}
          </Button>
          <Button color={props.confirmColor} onClick={props.onConfirm} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </LabelledModal>
  );
}
