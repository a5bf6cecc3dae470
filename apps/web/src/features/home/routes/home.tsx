import { lazy, Suspense } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBolt,
  IconCash,
  IconCertificate,
  IconClipboardList,
  IconCloud,
  IconDrone,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { CategoryTiles } from '../components/category-tiles';
import { HeroSearch } from '../components/hero-search';
// Below the fold: the list and its cards load after the first paint.
const LatestAirworks = lazy(() =>
  import('../components/latest-airworks').then((m) => ({ default: m.LatestAirworks })),
);

function Section({
  title,
  subtitle,
  more,
  children,
}: {
  title: string;
  subtitle?: string;
  /** A link beside the title to everything the section samples. */
  more?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={2} fz={{ base: 24, sm: 32 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={6} maw={640}>
                {subtitle}
              </Text>
            )}
          </div>
          {more}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

function Hero() {
  const { t } = useTranslation();
  const promises = [
    { icon: IconCertificate, text: t('hero.promise_quality') },
    { icon: IconBolt, text: t('hero.promise_fast') },
    { icon: IconCash, text: t('hero.promise_affordable') },
  ];
  return (
    <Box className="hero">
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" maw={760}>
          <Badge size="lg" variant="white" color="airwork">
            {t('hero.badge')}
          </Badge>
          <Title order={1} c="white" fz={{ base: 32, sm: 52 }} lh={1.1}>
            {t('hero.title')}
          </Title>
          <Text c="white" fz={{ base: 'md', sm: 'xl' }} opacity={0.92}>
            {t('hero.subtitle')}
          </Text>
          <HeroSearch />
          <Group gap="lg">
            {promises.map((p) => (
              <Group key={p.text} gap={6} c="white">
                <p.icon size={18} aria-hidden />
                <Text size="sm" fw={500}>
                  {p.text}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { icon: IconClipboardList, title: t('how.step1_title'), text: t('how.step1_text') },
    { icon: IconUsers, title: t('how.step2_title'), text: t('how.step2_text') },
    { icon: IconCloud, title: t('how.step3_title'), text: t('how.step3_text') },
    { icon: IconStar, title: t('how.step4_title'), text: t('how.step4_text') },
  ];
  return (
    <Box bg="gray.0">
      <Section title={t('how.title')} subtitle={t('how.subtitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {steps.map((s, i) => (
            <Paper key={s.title} p="lg" radius="lg" withBorder>
              <Stack gap="sm">
                <Group justify="space-between">
                  <ThemeIcon size={44} radius="xl" variant="light">
                    <s.icon size={24} aria-hidden />
                  </ThemeIcon>
                  <Text fz={32} fw={800} c="airwork.1" aria-hidden>
                    {i + 1}
                  </Text>
                </Group>
                <Title order={3} fz="lg">
                  {s.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {s.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
    </Box>
  );
}

function Expertise() {
  const { t } = useTranslation();
  return (
    <Section title={t('expertise.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p="xl" radius="lg" className="blurb blurb-client">
          <Stack align="flex-start">
            <Title order={3}>{t('expertise.client_title')}</Title>
            <Text>{t('expertise.client_text')}</Text>
            <Button component={Link} to="/register?role=2">
              {t('expertise.client_cta')}
            </Button>
          </Stack>
        </Paper>
        <Paper p="xl" radius="lg" className="blurb blurb-pilot">
          <Stack align="flex-start">
            <Group gap="xs">
              <IconDrone size={26} aria-hidden />
              <Title order={3}>{t('expertise.pilot_title')}</Title>
            </Group>
            <Text>{t('expertise.pilot_text')}</Text>
            <Button component={Link} to="/register?role=1" variant="white">
              {t('expertise.pilot_cta')}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero />
      <Section title={t('home.categories_title')} subtitle={t('home.categories_subtitle')}>
        <CategoryTiles />
      </Section>
      <Section
        title={t('home.latest_title')}
        subtitle={t('home.latest_subtitle')}
        more={
          <Anchor component={Link} to="/Airwork-list" fw={600}>
            {t('home.view_all')}
          </Anchor>
        }
      >
        <Suspense fallback={<Box mih={240} />}>
          <LatestAirworks />
        </Suspense>
      </Section>
      <HowItWorks />
      <Expertise />
    </>
  );
}
