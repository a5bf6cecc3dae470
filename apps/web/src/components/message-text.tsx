import type { ReactNode } from 'react';
import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { MessageAttachment } from '@airwork/shared/messages/message.schema';
import { useTranslation } from '../i18n/use-translation';
import { formatBytes } from '../lib/format';

// A message is shown as the text it is — never as HTML — with its web addresses clickable, and
// its files as thumbnails or links (the conversation and the dispute screen's transcript).

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** The text split into plain parts and links, in order. */
export function partsOf(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: m[0], href: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

export function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {partsOf(text).map((p, i) =>
        p.href ? (
          <Anchor key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow">
            {p.text}
          </Anchor>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Text>
  );
}

/** A message's files: images as thumbnails, the others as links with their size. */
export function MessageFiles({ files }: { files: MessageAttachment[] }) {
  const { i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Group gap="xs" mt={4}>
      {files.map((f) =>
        f.type.startsWith('image/') ? (
          <Anchor key={f.id} href={f.url} target="_blank" rel="noopener noreferrer">
            <Image src={f.url} alt={f.name} w={120} h={90} fit="cover" radius="sm" />
          </Anchor>
        ) : (
          <Anchor key={f.id} href={f.url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconFile size={16} aria-hidden />
              {f.name} · {formatBytes(f.size, i18n.language)}
            </Group>
          </Anchor>
        ),
      )}
    </Group>
  );
}

/** A conversation's messages as a list, with "Earlier messages" above when there are more. */
export function MessageList({
  thread,
  gap,
  children,
}: {
  thread: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  gap: 'xs' | 'sm';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {thread.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void thread.fetchNextPage()}
          loading={thread.isFetchingNextPage}
        >
          {t('messages.load_earlier')}
        </Button>
      )}
      <Stack
        gap={gap}
        component="ol"
        aria-label={t('messages.list_label')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {children}
      </Stack>
    </>
  );
}
