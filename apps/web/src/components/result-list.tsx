import { Anchor, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconFile, IconFileZip, IconMovie, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import { formatBytes, formatDate } from '../lib/format';

function TypeIcon({ type, name }: { type: string; name: string }) {
  const Icon = type.startsWith('image/')
    ? IconPhoto
    : type.startsWith('video/')
      ? IconMovie
      : /\.zip$/i.test(name)
        ? IconFileZip
        : IconFile;
  return (
    <ThemeIcon variant="light" size="md" radius="sm">
      <Icon size={16} aria-hidden />
    </ThemeIcon>
  );
}

/** The result files already received: name (a download link), size and day. */
export function ResultList({ files }: { files: ResultFile[] }) {
  const { i18n } = useTranslation();
  return (
    <List spacing="xs" listStyleType="none" data-testid="result-list">
      {files.map((f) => (
        <List.Item key={f.id}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <TypeIcon type={f.type} name={f.filename} />
            <Group gap="sm" style={{ minWidth: 0, rowGap: 2 }}>
              <Anchor href={f.url} download={f.filename} style={{ overflowWrap: 'anywhere' }}>
                {f.filename}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatBytes(f.size, i18n.language)} · {formatDate(f.createTime, i18n.language)}
              </Text>
            </Group>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
