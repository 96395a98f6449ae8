import { Container, Text, Title } from '@mantine/core';
import type { Mode } from '../modes/mode';

export function GameScreen({ mode }: { mode: Mode }) {
  return (
    <Container size="lg">
      <Title order={1}>{mode.heading}</Title>
      <Text>{mode.intro(mode.attemptRules.normal)}</Text>
    </Container>
  );
}
