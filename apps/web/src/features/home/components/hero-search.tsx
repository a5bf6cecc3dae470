import { Button, Grid, Paper, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StorageKey, readItem, writeItem } from '../../../lib/storage';

/**
 * City or postcode and a keyword, remembered locally for the Airwork list (spec section 2).
 * Free text with no rules, so @mantine/form without a schema: Home stays free of zod, which
 * the first load would otherwise carry (docs/decisions.md, "Forms").
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      city: readItem(StorageKey.citySearch) ?? '',
      keywords: readItem(StorageKey.keywords) ?? '',
    },
  });

  const submit = ({ city, keywords }: { city: string; keywords: string }) => {
    writeItem(StorageKey.citySearch, city.trim());
    writeItem(StorageKey.keywords, keywords.trim());
    void navigate('/Airwork-list');
  };

  return (
    <Paper
      component="form"
      onSubmit={form.onSubmit(submit)}
      role="search"
      p="sm"
      radius="lg"
      shadow="md"
      maw={760}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            aria-label={t('hero.location')}
            placeholder={t('hero.location')}
            leftSection={<IconMapPin size={18} aria-hidden />}
            size="md"
            key={form.key('city')}
            {...form.getInputProps('city')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            aria-label={t('hero.keyword')}
            placeholder={t('hero.keyword')}
            leftSection={<IconSearch size={18} aria-hidden />}
            size="md"
            key={form.key('keywords')}
            {...form.getInputProps('keywords')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <Button type="submit" size="md" fullWidth>
            {t('hero.find')}
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
