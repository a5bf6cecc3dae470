import { Card, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useCategories } from '../../../lib/categories';
import { link } from '../../../lib/paths';

/** One tile a service category, each opening the Airwork list filtered by it. */
export function CategoryTiles() {
  const { i18n } = useTranslation();
  const categories = useCategories(i18n.language);
  if (!categories.data) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={150} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {categories.data.map((c) => (
        <Card
          key={c.id}
          component={Link}
          to={link.airworkList(c.id)}
          withBorder
          radius="lg"
          padding="md"
          className="tile"
        >
          <Card.Section>
            <Image src={c.categoriesImage} alt="" h={96} fit="cover" />
          </Card.Section>
          <Text fw={600} mt="sm" size="sm">
            {c.categoriesName}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
