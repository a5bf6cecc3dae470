import { useState } from 'react';
import { Button, Grid, Paper, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StorageKey, readItem, writeItem } from '../../../lib/storage';

/** City or postcode and a keyword, remembered locally for the Airwork list (spec section 2). */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [city, setCity] = useState(() => readItem(StorageKey.citySearch) ?? '');
  const [keywords, setKeywords] = useState(() => readItem(StorageKey.keywords) ?? '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    writeItem(StorageKey.citySearch, city.trim());
    writeItem(StorageKey.keywords, keywords.trim());
    void navigate('/Airwork-list');
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
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
            value={city}
            onChange={(e) => setCity(e.currentTarget.value)}
            size="md"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            aria-label={t('hero.keyword')}
            placeholder={t('hero.keyword')}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={keywords}
            onChange={(e) => setKeywords(e.currentTarget.value)}
            size="md"
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
