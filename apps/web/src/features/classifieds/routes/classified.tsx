import {
  Anchor,
  Alert,
  Badge,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  CLASSIFIED_CATEGORIES,
  VOIVODESHIPS,
} from '@airwork/shared/classifieds/classified-constants';
import { BoardMessage, boardText } from '@airwork/shared/classifieds/classified-messages';
import type { Classified, ClassifiedDetail } from '@airwork/shared/classifieds/classified.schema';
import { useClassified } from '../api/get-classified';
import { PremiumBadges, formatPolishDate } from '../components/classified-card';
import { pl } from '../pl';

function AdArticle({ classified: c }: { classified: Classified }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" component="article">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {CLASSIFIED_CATEGORIES[c.category]}
          </Badge>
          <PremiumBadges premium={c.premium} />
        </Group>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {c.name}
        </Title>
        <Group gap="md">
          <Group gap={4}>
            <IconMapPin size={16} aria-hidden />
            <Text>{VOIVODESHIPS[c.voivodeship]}</Text>
          </Group>
          <Text c="dimmed">
            {pl.postedOn}: {formatPolishDate(c.createdAt)}
          </Text>
        </Group>
        <Divider />
        {c.photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {c.photos.map((src, i) => (
              <Anchor key={src} href={src} target="_blank" rel="noopener">
                <Image
                  src={src}
                  alt={`${pl.photo} ${i + 1}: ${c.name}`}
                  radius="md"
                  h={140}
                  fit="cover"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        <Text style={{ whiteSpace: 'pre-wrap' }}>{c.description}</Text>
      </Stack>
    </Paper>
  );
}

function ContactCard(props: { username: string; contact: ClassifiedDetail['userData'] }) {
  const { username, contact: userData } = props;
  return (
    <Paper withBorder p="lg" radius="lg" component="aside" aria-label={pl.contact}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {pl.contact}
        </Title>
        <Text>
          {pl.postedBy}: <strong>{username}</strong>
        </Text>
        {userData.phone ? (
          <Group gap={6}>
            <IconPhone size={16} aria-hidden />
            <Anchor href={`tel:${userData.phone}`}>{userData.phone}</Anchor>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {pl.phoneHidden}
          </Text>
        )}
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          <Anchor href={`mailto:${userData.email}`} style={{ wordBreak: 'break-all' }}>
            {userData.email}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

function Missing({ failed, back }: { failed: boolean; back: React.ReactNode }) {
  const message = boardText(failed ? BoardMessage.unknownError : BoardMessage.notFound);
  return (
    <Container size="md" py="xl" lang="pl">
      <Stack align="flex-start">
        <Alert color={failed ? 'red' : 'gray'} title={message} w="100%">
          {failed ? null : message}
        </Alert>
        {back}
      </Stack>
    </Container>
  );
}

/** One ad with its poster's contact (spec: /classified/{id}). */
export function ClassifiedPage() {
  const { id = '' } = useParams();
  const ad = useClassified(id);
  const back = (
    <Button
      component={Link}
      to="/search"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {pl.backToList}
    </Button>
  );

  if (ad.isPending) {
    return (
      <Container size="md" py="xl">
        <Loader aria-label={pl.loading} />
      </Container>
    );
  }
  if (ad.isError || !ad.data) return <Missing failed={ad.isError} back={back} />;
  const { classified: c, userData } = ad.data;
  return (
    <Container size="lg" py="xl" lang="pl">
      <Stack gap="md">
        <Group>{back}</Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <AdArticle classified={c} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ContactCard username={c.user.username} contact={userData} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
