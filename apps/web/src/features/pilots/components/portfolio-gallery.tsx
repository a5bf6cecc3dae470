import { useState } from 'react';
import { Image, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { PortfolioItem } from '@airwork/shared/pilots/public-profile.schema';
import { LabelledModal } from '../../../components/labelled-modal';
import { useTranslation } from '../../../i18n/use-translation';

/** A pilot's own sample work: tiles that open the picture large, with its caption. */
export function PortfolioGallery({ items }: { items: PortfolioItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PortfolioItem | null>(null);
  if (items.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="portfolio-title"
    >
      <Title id="portfolio-title" order={2} fz="lg" mb="sm">
        {t('portfolio.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {items.map((item, i) => (
          <UnstyledButton
            key={item.id}
            onClick={() => setOpen(item)}
            aria-label={item.caption || t('portfolio.picture', { number: i + 1 })}
          >
            <Stack gap={4}>
              <Image
                src={item.thumbnailUrl}
                alt=""
                radius="md"
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
                loading="lazy"
              />
              {item.caption && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.caption}
                </Text>
              )}
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <LabelledModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.caption || t('portfolio.title')}
        size="xl"
        centered
      >
        {open && <Image src={open.url} alt={open.caption} radius="md" fit="contain" mah="75vh" />}
      </LabelledModal>
    </Paper>
  );
}
