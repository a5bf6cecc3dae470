import { Anchor, Text } from '@mantine/core';

// A message is shown as the text it is — never as HTML — with its web addresses clickable.

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
