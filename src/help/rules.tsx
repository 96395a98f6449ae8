import { Kbd, List, Text, Title } from '@mantine/core';
import { DAILY_TRIES } from '../../machines/dailyModes';
import { RUN_LIVES } from '../../machines/infiniteChoices';
import { SHORTCUTS } from '../play/shortcuts';
import classes from './rules.module.css';

/**
 * The keyboard shortcuts of a game screen (`daily`: with Shift+Enter's skip), for How to play; on a
 * touch screen without a mouse, how to pick a card instead (a daily puzzle's guess box is typed in).
 */
export function KeyboardShortcuts({ daily = false }: { daily?: boolean }) {
  return (
    <>
      {!daily && <TouchHint />}
      <Title order={3} size="h5" className={classes.keys}>
        Keyboard
      </Title>
      <List spacing={4} size="sm" className={classes.keys}>
        {SHORTCUTS.filter((shortcut) => daily || !shortcut.dailyOnly).map((shortcut) => (
          <List.Item key={shortcut.keys}>
            <Kbd>{shortcut.keys}</Kbd> {shortcut.does}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** On a touch screen without a mouse, in place of the keys: how a card is picked. */
function TouchHint() {
  return (
    <Text size="sm" className={classes.touch}>
      On a touch screen, a first tap names a card and a second tap (or its Guess button) guesses.
    </Text>
  );
}

/** Every shortcut, each saying where it works: for the header's help. */
function AllShortcuts() {
  return (
    <>
      <TouchHint />
      <Title order={3} size="h5" className={classes.keys}>
        Keyboard
      </Title>
      <List spacing={4} size="sm" className={classes.keys}>
        {SHORTCUTS.map((shortcut) => (
          <List.Item key={shortcut.keys}>
            <Kbd>{shortcut.keys}</Kbd> {shortcut.does}
            {shortcut.dailyOnly ? ' (on a daily puzzle)' : ''}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** Infinite's rules: one clip after another, lives and ranks. */
export function InfiniteRules() {
  return (
    <>
      <Text>
        One clip after another, one guess each. Pick what you heard in the gallery below the player.
      </Text>
      <List spacing={6} size="sm">
        <List.Item>A right guess scores a point and the next clip plays at once.</List.Item>
        <List.Item>
          A wrong guess costs one of your {RUN_LIVES} lives for the whole run and moves on.
        </List.Item>
        <List.Item>
          Your score climbs the ranks, from Iron to Radiant. When the lives are gone, Game Over
          shows your best and the clips you missed, to practise in Listen.
        </List.Item>
      </List>
      <KeyboardShortcuts />
    </>
  );
}

/** Listen's rules: nothing to win, every clip to learn. */
export function ListenRules() {
  return (
    <List spacing={6} size="sm">
      <List.Item>Pick a mode, then a card to hear its clip; the player opens under it.</List.Item>
      <List.Item>Type in the search box to find a name.</List.Item>
      <List.Item>
        The clips you missed in daily puzzles and Infinite are marked; the Missed box shows only
        them, to practise.
      </List.Item>
    </List>
  );
}

/** A challenge's rules: a friend's game to beat. */
export function ChallengeRules() {
  return (
    <List spacing={6} size="sm">
      <List.Item>
        A friend played this and sent you the link: you get exactly their game (the same clip, the
        same run or the same daily puzzle).
      </List.Item>
      <List.Item>
        Play it as you would the game itself; at the end you see both results side by side, and
        every result so far, best first.
      </List.Item>
      <List.Item>Pass it on to add your result to the link for the next friend.</List.Item>
    </List>
  );
}

/** The header's help: what there is to play, and the keys. */
export function OverviewRules() {
  return (
    <>
      <Text>Hear a clip, name what it belongs to.</Text>
      <List spacing={6} size="sm">
        <List.Item>
          <strong>Map Theme, Ability, Ace</strong> (and the new modes): one clip after another, with
          a few attempts each. Each screen has its own How to play.
        </List.Item>
        <List.Item>
          <strong>Daily puzzles</strong>: one clip per mode a day, the same for everyone, in{' '}
          {DAILY_TRIES} tries; each miss or Skip lets you hear more. Keep your streak.
        </List.Item>
        <List.Item>
          <strong>Infinite</strong>: one guess per clip, {RUN_LIVES} lives, a rank to climb.
        </List.Item>
        <List.Item>
          <strong>Listen</strong>: every clip to learn from, and the ones you missed.
        </List.Item>
        <List.Item>
          <strong>Challenge a friend</strong>: at the end of a round, a run or a daily puzzle, send
          a link that plays the same clip. Your friend sees your name and the score to beat, and can
          pass it on with theirs.
        </List.Item>
        <List.Item>
          <strong>Move your stats</strong> (on the home page): a link or a QR code takes your daily
          history, streaks and bests to another device. No account needed.
        </List.Item>
      </List>
      <AllShortcuts />
    </>
  );
}
