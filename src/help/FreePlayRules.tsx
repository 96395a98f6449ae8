import { List, Text, Title } from '@mantine/core';
import { freePlayRules } from '../engine/deal/freePlay';
import type { Mode } from '../modes/mode';
import { modeScreens, type ModeScreen } from '../shared/screens';
import { KeyboardShortcuts } from './rules';

/**
 * A mode's rules, as its screen's How to play shows them: downloaded at the player's first tap or
 * key press, or when How to play first opens (src/game/HowToPlay.tsx), not on a first visit.
 */
export function FreePlayRules({ mode }: { mode: Mode }) {
  const { what, heard, ...screen }: ModeScreen = modeScreens[mode.id];
  const rules = freePlayRules[mode.id];
  const attempts = rules.attemptRules.normal;
  return (
    <>
      <Text>
        Press Play and listen: the clip is {heard}. Which {what} is it?
      </Text>
      <List spacing={6} size="sm">
        <List.Item>
          Find it in the gallery below the player. Type in the search box to narrow it down; when
          one {what} is left, Enter picks it.
          {screen.searchHint && ` ${screen.searchHint}`}
        </List.Item>
        <List.Item>
          Pick it to guess. A wrong guess costs an attempt: you have {attempts}. Each guess is
          listed under the player.
        </List.Item>
        <List.Item>
          The round ends when you find it or run out of attempts; the answer is then shown. Play
          again for a new clip.
        </List.Item>
      </List>
      {rules.difficulties.includes('hard') && (
        <>
          <Title order={3} size="h5">
            Normal and Hard
          </Title>
          <Text size="sm">
            On Normal the abilities are grouped by agent and you have {rules.attemptRules.normal}{' '}
            attempts. On Hard you have {rules.attemptRules.hard ?? 1} attempt and the abilities are
            shuffled, without their agents: you have to know the ability itself (searching for an
            agent still finds their abilities). Changing the difficulty starts a new round.
          </Text>
        </>
      )}
      <KeyboardShortcuts />
    </>
  );
}
