import { useState } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

/** Where result files are dropped or chosen; any type, a zip suggested. */
export function ResultDrop({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-blue-6)' : undefined,
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <IconCloudUpload size={40} aria-hidden color="var(--mantine-color-blue-7)" />
        <Text fw={600}>{t('upload.drop_here')}</Text>
        <Text size="sm" c="dimmed">
          {t('upload.zip_hint')}
        </Text>
        <FileButton onChange={(files) => onFiles(files)} multiple disabled={disabled}>
          {(props) => (
            <Button {...props} mt="xs" disabled={disabled}>
              {t('upload.choose_files')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
