import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { modeCards } from '../modes/cards';
import { ItemImage } from './ItemImage';
import classes from './Home.module.css';

export function Home() {
  return (
    <Container size="lg" py="lg">
      <Title order={1} ta="center">
        Choose wich mode you want to play
      </Title>
      <Text ta="center" c="dimmed" mt="xs" mb="xl">
        Hear a clip, name what it belongs to. No account, no waiting.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {modeCards.map((card) => (
          <Card
            key={card.path}
            component={Link}
            to={card.path}
            className={classes.card}
            padding="lg"
            radius="lg"
            withBorder
          >
            <Card.Section className={classes.cover}>
              <ItemImage src={card.image} name={card.title} fit={card.fit} height={160} priority />
            </Card.Section>
            <Title order={2} size="h3" mt="md">
              {card.title}
            </Title>
            <Text c="dimmed" mt={4}>
              {card.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
