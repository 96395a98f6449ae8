import { Kbd, List, Text, Title } from '@mantine/core';
import { DAILY_TRIES } from '../../machines/dailyModes';
import { RUN_LIVES } from '../../machines/infiniteChoices';
import { SHORTCUTS } from '../play/shortcuts';
import { WhatIsSent } from './WhatIsSent';
import { t } from './rulesTexts';
import { useLocale } from '../app/useLocale';
import classes from './rules.module.css';

/**
 * The keyboard shortcuts of a game screen (`daily`: with Shift+Enter's skip), for How to play; on a
 * touch screen without a mouse, how to pick a card instead (a daily puzzle's guess box is typed in).
 */
export function KeyboardShortcuts({ daily = false }: { daily?: boolean }) {
  useLocale();
  return (
    <>
      {!daily && <TouchHint />}
      <Title order={3} size="h5" className={classes.keys}>
        {t('keyboard')}
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
  useLocale();
  return (
    <Text size="sm" className={classes.touch}>
      {t('touchHint')}
    </Text>
  );
}

/** Every shortcut, each saying where it works: for the header's help. */
function AllShortcuts() {
  useLocale();
  return (
    <>
      <TouchHint />
      <Title order={3} size="h5" className={classes.keys}>
        {t('keyboard')}
      </Title>
      <List spacing={4} size="sm" className={classes.keys}>
        {SHORTCUTS.map((shortcut) => (
          <List.Item key={shortcut.keys}>
            <Kbd>{shortcut.keys}</Kbd> {shortcut.does}
            {shortcut.dailyOnly ? ` ${t('onADailyPuzzle')}` : ''}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** Infinite's rules: one clip after another, lives and ranks. */
export function InfiniteRules() {
  useLocale();
  return (
    <>
      <Text>{t('infiniteIntro')}</Text>
      <List spacing={6} size="sm">
        <List.Item>{t('infiniteRight')}</List.Item>
        <List.Item>{t('infiniteWrong', { lives: RUN_LIVES })}</List.Item>
        <List.Item>{t('infiniteRanks')}</List.Item>
      </List>
      <KeyboardShortcuts />
    </>
  );
}

/** Listen's rules: nothing to win, every clip to learn. */
export function ListenRules() {
  useLocale();
  return (
    <List spacing={6} size="sm">
      <List.Item>{t('listenPick')}</List.Item>
      <List.Item>{t('listenSearch')}</List.Item>
      <List.Item>{t('listenMissed')}</List.Item>
    </List>
  );
}

/** A challenge's rules: a friend's game to beat. */
export function ChallengeRules() {
  useLocale();
  return (
    <List spacing={6} size="sm">
      <List.Item>{t('challengeLink')}</List.Item>
      <List.Item>{t('challengePlay')}</List.Item>
      <List.Item>{t('challengePass')}</List.Item>
    </List>
  );
}

/** The header's help: what there is to play, and the keys. */
export function OverviewRules() {
  useLocale();
  return (
    <>
      <Text>{t('overviewIntro')}</Text>
      <List spacing={6} size="sm">
        <Overview term={t('overviewModesTerm')} text={t('overviewModes')} />
        <Overview term={t('overviewDailyTerm')} text={t('overviewDaily', { tries: DAILY_TRIES })} />
        <Overview
          term={t('overviewInfiniteTerm')}
          text={t('overviewInfinite', { lives: RUN_LIVES })}
        />
        <Overview term={t('overviewListenTerm')} text={t('overviewListen')} />
        <Overview term={t('overviewChallengeTerm')} text={t('overviewChallenge')} />
        <Overview term={t('overviewMoveTerm')} text={t('overviewMove')} />
      </List>
      <WhatIsSent />
      <AllShortcuts />
    </>
  );
}

/**
 * One line of the header's help: a part of the game in bold, then what it is (its message starts
 * with its own punctuation, ": " in English, " : " in French).
 */
function Overview({ term, text }: { term: string; text: string }) {
  return (
    <List.Item>
      <strong>{term}</strong>
      {text}
    </List.Item>
  );
}
