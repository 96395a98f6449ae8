import { Text, Title } from '@mantine/core';

/**
 * What the game sends for everyone's numbers, and why (docs/community-api.md); nothing in a build
 * without the community API, which sends nothing.
 */
export function WhatIsSent() {
  if (__COMMUNITY_API__ === null) return null;
  return (
    <>
      <Title order={3} size="h5">
        Everyone’s numbers
      </Title>
      <Text size="sm">
        When you finish today’s daily puzzle, the game sends its tries (the names you guessed, and
        your skips) with a random id of this browser, so that everyone’s numbers count each player
        once. Nothing else: no account, no cookie, and no address is kept. Archive puzzles, free
        play, Infinite and challenges send nothing.
      </Text>
    </>
  );
}
