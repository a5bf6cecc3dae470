import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

/** A keyword box searched on submit (Enter or the button), not on every key. */
export function KeywordSearch({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (keywords: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  return (
    <Group
      component="form"
      role="search"
      gap="xs"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        style={{ flex: 1 }}
        maxLength={100}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
        {t('orders.search_button')}
      </Button>
    </Group>
  );
}
