import { Alert, Code, Container } from '@mantine/core';
import { demo } from 'virtual:sound-pack';

/** Says plainly when the clips are the generated stand-ins, and how to get the real ones. */
export function DemoNotice() {
  if (!demo) return null;
  return (
    <Container size="xl" mb="md">
      <Alert variant="light" color="yellow" title="These are demo sounds">
        No sound pack is installed, so every clip is a generated stand-in jingle. To play with the
        real sounds, point <Code>SOUND_PACK</Code> at a sound pack folder (see the README) and
        restart.
      </Alert>
    </Container>
  );
}
