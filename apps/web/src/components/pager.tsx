import { useState } from 'react';
import { Button, Group, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { PAGE_SIZES } from '@airwork/shared/airworks/page-sizes';

interface PagerProps {
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** The spec's pager (every paged list): total, page sizes 10/20/40/80, previous, pages, next, and jump-to. */
export function Pager({ total, page, size, onPage, onSize }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState('');
  const go = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= pages) onPage(target);
  };
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">{t('orders.total', { count: total })}</Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        size="sm"
        aria-label={t('pager.label')}
        getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' || control === 'first' ? t('pager.previous') : t('pager.next'),
        })}
      />
      {/* Wraps on a phone rather than cutting the size's label. */}
      <Group gap="xs">
        <NativeSelect
          aria-label={t('pager.size')}
          size="xs"
          miw={132}
          value={String(size)}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
          data={PAGE_SIZES.map((s) => ({ value: String(s), label: `${s} / ${t('pager.size')}` }))}
        />
        {/* A plain field with the numeric keyboard: Mantine's NumberInput brought a number
            formatting library (9 KB compressed) to every paged list for this one field. */}
        <TextInput
          aria-label={t('pager.jump')}
          placeholder={t('pager.jump')}
          size="xs"
          w={110}
          inputMode="numeric"
          value={jump}
          onChange={(e) => setJump(e.currentTarget.value.replace(/\D/g, ''))}
          onKeyDown={(e) => e.key === 'Enter' && go()}
        />
        <Button size="xs" variant="default" onClick={go}>
          {t('pager.jump')}
        </Button>
      </Group>
    </Group>
  );
}
