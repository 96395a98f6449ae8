import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconHeartFilled, IconSearch, IconVolume } from '@tabler/icons-react';
import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { arrangeGallery, foundByOtherName, matchingChoices } from '../../machines/gallery';
import { searchKey } from '../../machines/search';
import type { Guess } from '../../machines/rules/answers';
import type { Difficulty } from '../../machines/rules/attempts';
import type { GalleryItem } from '../modes/mode';
import { prefersReducedMotion } from '../app/motion';
import { ItemImage } from '../sharedUi/ItemImage';
import { Name } from '../sharedUi/Name';
import hoverLabel from '../app/HoverLabel.module.css';
import classes from './Gallery.module.css';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

interface GalleryProps {
  items: readonly GalleryItem[];
  difficulty: Difficulty;
  /** Fixes the hard shuffle for the round. */
  seed: number;
  query: string;
  onQueryChange: (query: string) => void;
  /**
   * The attempts left, shown in the search box; left out where the screen counts elsewhere (an
   * infinite run's lives) or nothing is guessed (Listen).
   */
  remaining?: number;
  /**
   * Listen's gallery: a card plays its clip at the first tap. Nothing is spent there, so nothing
   * asks for a second tap, and a card's clips with no picture (an agent's lines) are named in words.
   */
  listening?: boolean;
  guessed: ReadonlySet<string>;
  /** True once the round is over: nothing can be picked. */
  locked: boolean;
  minColumnWidth: number;
  onPick: (guess: Guess) => void;
  /** Items to mark with a "Missed" badge (Listen). */
  marked?: ReadonlySet<string>;
  /** The clip playing (Listen): its card, or its button in an agent's card, is marked as current. */
  current?: string;
}

/** The search box's id, for the link that skips to the guesses. */
export const GUESS_SEARCH_ID = 'guess-search';

export function Gallery(props: GalleryProps) {
  useLocale();
  const { items, difficulty, seed, query, remaining, minColumnWidth, onPick, listening } = props;
  const searchRef = useRef<HTMLInputElement>(null);
  // The card or ability icon a first tap named, for the search it was tapped in (a new search
  // forgets it). A game's cards ask for a second tap; Listen's, where nothing is spent, do not.
  const [armedTap, setArmed] = useState<{ id: string; query: string } | null>(null);
  const armed = armedTap?.query === query ? armedTap.id : null;
  const arm = useCallback((id: string) => setArmed({ id, query }), [query, setArmed]);
  const onArm = listening ? undefined : arm;
  // A card picked from the keyboard is disabled at once, which would drop focus to the page: the
  // search box takes it, so that the next guess is a few keys away. (The page scrolls to the top
  // after a guess, so focusing must not scroll.) A tap or a click leaves focus alone, so that a
  // phone does not open its keyboard.
  const pick = useCallback(
    (guess: Guess, byKeyboard: boolean) => {
      setArmed(null);
      onPick(guess);
      // In Listen nothing is spent or disabled: focus stays on the card, the next line a Tab away.
      if (byKeyboard && !listening) searchRef.current?.focus({ preventScroll: true });
    },
    [onPick, listening],
  );
  const arrangement = useMemo(
    () => ({ items: arrangeGallery(items, { difficulty, seed, query }), query }),
    [items, difficulty, seed, query],
  );
  // Typing in the search box stays instant: the cards follow in a background pass.
  const deferred = useDeferredValue(arrangement);
  const shown = useProgressive(deferred.items);
  const compact = minColumnWidth < 200;
  // What can be picked (an agent card's abilities each count), for the hint under the search box.
  const count = items.reduce((sum, item) => sum + (item.choices?.length ?? 1), 0);
  const matchNote = useId();
  const newNote = useId();
  // The clip picked stays in view: on a phone, the player that Listen holds at the screen's bottom
  // would cover a card picked low on the screen (the cards' scroll margin keeps them above it).
  const grid = useRef<HTMLDivElement>(null);
  const { current } = props;
  useEffect(() => {
    if (!current) return;
    grid.current?.querySelector('[aria-current]')?.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [current]);

  // With exactly one thing left to pick, or one whose whole name was typed ("prime" among Prime and
  // Primordium), Enter in the search box picks it.
  const pickOnlyResult = (event: KeyboardEvent<HTMLInputElement>) => {
    // Not the Enter that ends a composition (an input method's candidate being chosen).
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || props.locked) return;
    const pickable = arrangement.items
      .flatMap((item) => (item.choices ? choicesFound(item.choices, query) : [item]))
      .filter((choice) => !props.guessed.has(choice.id));
    const named = pickable.filter((choice) => searchKey(choice.name) === searchKey(query));
    const [picked] = pickable.length === 1 ? pickable : named.length === 1 ? named : [];
    if (!picked) return;
    event.preventDefault();
    onPick({ id: picked.id, name: picked.name });
  };

  return (
    <div className={classes.gallery}>
      <TextInput
        ref={searchRef}
        id={GUESS_SEARCH_ID}
        type="search"
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        // Under the box, and kept in the page while a search is typed, so that the cards do not
        // move up under it: typing is quicker than scrolling a long gallery.
        description={t('searchHint', { count })}
        inputWrapperOrder={['input', 'description']}
        classNames={{ wrapper: classes.search, description: classes.hint }}
        wrapperProps={{ 'data-typing': query ? true : undefined }}
        value={query}
        onChange={(event) => props.onQueryChange(event.currentTarget.value)}
        onKeyDown={pickOnlyResult}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionWidth={remaining === undefined ? undefined : 76}
        rightSection={
          remaining !== undefined && (
            // Not a live region: the guess's own announcement says what is left (GuessAnnouncer).
            <Group
              gap={4}
              wrap="nowrap"
              className={classes.counter}
              role="img"
              aria-label={t('attemptsLeft', { remaining })}
            >
              <IconHeartFilled size={16} aria-hidden />
              <Text span fw={700} aria-hidden>
                {remaining}
              </Text>
            </Group>
          )
        }
        size="md"
        mb="md"
      />
      <span id={matchNote} hidden>
        {t('matchesSearch')}
      </span>
      <span id={newNote} hidden>
        {t('newInUpdate')}
      </span>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('nothingMatches', { query })}
        </Text>
      ) : (
        <SimpleGrid
          ref={grid}
          className={classes.grid}
          minColWidth={minColumnWidth}
          spacing="md"
          verticalSpacing="md"
          aria-busy={shown.length < deferred.items.length || undefined}
        >
          {shown.map((item) => {
            const Card = item.choices ? GroupCard : PickCard;
            return (
              <Card
                key={item.id}
                item={item}
                guessed={props.guessed}
                locked={props.locked}
                compact={compact}
                query={item.choices ? deferred.query : undefined}
                foundAs={foundByOtherName(item, deferred.query) ?? undefined}
                matchNote={matchNote}
                newNote={newNote}
                armed={
                  item.choices
                    ? item.choices.some((choice) => choice.id === armed)
                      ? armed
                      : null
                    : armed === item.id
                      ? armed
                      : null
                }
                onArm={onArm}
                onPick={pick}
                marked={props.marked}
                current={
                  props.current === item.id ||
                  item.choices?.some((choice) => choice.id === props.current)
                    ? props.current
                    : undefined
                }
              />
            );
          })}
        </SimpleGrid>
      )}
    </div>
  );
}

interface CardProps {
  item: GalleryItem;
  guessed: ReadonlySet<string>;
  locked: boolean;
  compact: boolean;
  marked?: ReadonlySet<string>;
  /** The search an agent card marks its matching abilities for. */
  query?: string;
  /** The other name (English) the search found the card by, shown under its own. */
  foundAs?: string;
  /** The element that tells a screen reader an ability matches the search. */
  matchNote: string;
  /** The element that tells a screen reader a card is new (`item.isNew`). */
  newNote: string;
  /** `byKeyboard`: the card was pressed with Enter or Space rather than clicked or tapped. */
  onPick: (guess: Guess, byKeyboard: boolean) => void;
  /** The card's ability icon that a first tap has named, waiting for a second tap or Guess. */
  armed?: string | null;
  onArm?: (id: string) => void;
  /** The card's clip that is playing (Listen), if one of its is. */
  current?: string;
}

/**
 * Whether a click came from a finger. Clicks are pointer events in most browsers; where they are
 * not, a screen without hover is taken to be a touch screen.
 */
function isTap(event: MouseEvent): boolean {
  if (event.detail === 0) return false; // Enter or Space
  const { pointerType } = event.nativeEvent as PointerEvent;
  if (pointerType) return pointerType === 'touch';
  return window.matchMedia('(hover: none)').matches;
}

/** The choices a search leaves to pick from in a card: those it matches, or all when none does. */
function choicesFound(choices: readonly GalleryItem[], query: string): readonly GalleryItem[] {
  const marked = matchingChoices(choices, query);
  return marked.length > 0 ? marked : choices;
}

// Cards are plain elements styled by the CSS module rather than Mantine components: the ability
// gallery holds well over a hundred pictures and buttons, and each Mantine component costs more to
// render.

/**
 * A card that is itself a guess (a map, a bundle, an ability on hard). In a game on a touch screen, a
 * first tap names it (a stray tap while scrolling costs nothing) and a second tap, or its Guess
 * button, guesses, as an ability icon does.
 */
const PickCard = memo(function PickCard({
  item,
  guessed,
  locked,
  compact,
  onPick,
  marked,
  armed,
  onArm,
  newNote,
  current,
  foundAs,
}: CardProps) {
  useLocale();
  const used = guessed.has(item.id);
  const playing = current === item.id;
  const isArmed = armed === item.id;
  const guess = { id: item.id, name: item.name };
  const press = (event: MouseEvent) => {
    if (onArm && !isArmed && isTap(event)) onArm(item.id);
    else onPick(guess, event.detail === 0);
  };
  // The button is named by its visible name alone; the picture and the subtitle are decoration.
  return (
    <div className={classes.pickCell}>
      <button
        type="button"
        className={classes.pick}
        disabled={used || locked}
        data-guessed={used || undefined}
        data-compact={compact || undefined}
        data-armed={isArmed || undefined}
        aria-expanded={isArmed || undefined}
        aria-current={playing || undefined}
        aria-describedby={item.isNew ? newNote : undefined}
        onClick={press}
      >
        <ItemImage
          src={item.image}
          name={item.name}
          height={compact ? 64 : 120}
          phoneHeight={compact ? undefined : 60}
          fit="contain"
          badge={item.key}
          nameShown
        />
        {item.isNew && <NewMark />}
        <span className={classes.name}>
          <Name text={item.name} />
        </span>
        {marked?.has(item.id) && <span className={classes.mark}>{t('missed')}</span>}
        {playing && <PlayingMark />}
        {item.subText && (
          <span className={classes.subText} aria-hidden>
            {item.subText}
          </span>
        )}
        {foundAs && (
          <span className={classes.subText} lang="en-US" aria-hidden>
            {foundAs}
          </span>
        )}
        {item.members && (
          <span className={classes.members} aria-hidden>
            {item.members.map((member) => (
              <span key={member.name} className={classes.member}>
                <img src={member.image} alt="" width={28} height={28} loading="lazy" />
                {member.name}
              </span>
            ))}
          </span>
        )}
      </button>
      {isArmed && (
        <div className={`${classes.armed} ${classes.pickArmed}`} role="status">
          <span className={classes.armedHint}>{t('tapAgain')}</span>
          <button
            type="button"
            className={classes.guessButton}
            aria-label={t('guessItem', { name: item.name })}
            disabled={locked || used}
            onClick={(event) => onPick(guess, event.detail === 0)}
          >
            {t('guess')}
          </button>
        </div>
      )}
    </div>
  );
});

/** An agent: its picture and name, and its abilities as the icons to pick. */
const GroupCard = memo(function GroupCard(props: CardProps) {
  useLocale();
  const { item, guessed, locked, onPick } = props;
  const armedChoice = item.choices!.find((choice) => choice.id === props.armed);
  const marked = new Set(matchingChoices(item.choices!, props.query ?? '').map((c) => c.id));
  const colours = item.colors && {
    '--agent-from': item.colors[0],
    '--agent-to': item.colors[item.colors.length - 1],
  };
  return (
    <div
      className={classes.group}
      style={colours as CSSProperties}
      role="group"
      aria-labelledby={`agent-${item.id}`}
      aria-describedby={item.isNew ? props.newNote : undefined}
    >
      {item.isNew && <NewMark />}
      <div className={classes.groupHead}>
        <div className={classes.portrait}>
          <ItemImage
            src={item.image}
            name={item.name}
            height={56}
            phoneHeight={36}
            fit="contain"
            nameShown
          />
        </div>
        <div>
          <h2 className={classes.groupName} id={`agent-${item.id}`}>
            {item.name}
          </h2>
          {item.subText && <span className={classes.groupSubText}>{item.subText}</span>}
        </div>
      </div>
      <div className={classes.choices} data-words={!item.choices![0]?.image || undefined}>
        {item.choices!.map((choice) => {
          const used = guessed.has(choice.id);
          const missed = props.marked?.has(choice.id);
          const guess = { id: choice.id, name: choice.name };
          // An icon shows its name only on hover or focus, which a finger does not give: in a game,
          // a first tap names it, and a second tap (or Guess) picks it, so no guess is spent unseen.
          const press = (event: MouseEvent) => {
            if (props.onArm && isTap(event) && props.armed !== choice.id) props.onArm(choice.id);
            else onPick(guess, event.detail === 0);
          };
          // A clip with no picture (an agent's line in Listen) is a button that says its name.
          if (!choice.image) {
            return (
              <button
                type="button"
                key={choice.id}
                className={classes.wordChoice}
                aria-label={missed ? `${choice.name}, missed` : undefined}
                data-marked={missed || undefined}
                aria-current={props.current === choice.id || undefined}
                disabled={used || locked}
                data-matched={marked.has(choice.id) || undefined}
                onClick={press}
              >
                {props.current === choice.id && (
                  <IconVolume size={16} aria-hidden className={classes.playingIcon} />
                )}
                {choice.name}
              </button>
            );
          }
          return (
            // The name shows on hover and focus from CSS (data-label).
            <button
              type="button"
              key={choice.id}
              className={`${classes.choice} ${hoverLabel.label}`}
              aria-label={missed ? `${choice.name}, missed` : choice.name}
              data-label={choice.name}
              data-marked={missed || undefined}
              disabled={used || locked}
              data-guessed={used || undefined}
              data-matched={marked.has(choice.id) || undefined}
              aria-describedby={marked.has(choice.id) ? props.matchNote : undefined}
              data-armed={props.armed === choice.id || undefined}
              aria-expanded={props.armed === choice.id || undefined}
              aria-current={props.current === choice.id || undefined}
              onClick={press}
            >
              <ItemImage
                src={choice.image}
                name={choice.name}
                height={40}
                fit="contain"
                badge={choice.key}
              />
            </button>
          );
        })}
      </div>
      {armedChoice && (
        <div className={classes.armed} role="status">
          <span className={classes.armedName}>
            <span>
              <Name text={armedChoice.name} />
            </span>
            <span className={classes.armedHint}>{t('tapAgain')}</span>
          </span>
          <button
            type="button"
            className={classes.guessButton}
            aria-label={t('guessItem', { name: armedChoice.name })}
            disabled={locked || guessed.has(armedChoice.id)}
            onClick={(event) =>
              onPick({ id: armedChoice.id, name: armedChoice.name }, event.detail === 0)
            }
          >
            {t('guess')}
          </button>
        </div>
      )}
    </div>
  );
});

/** The mark on the card whose clip is playing (Listen): a word and a speaker, not a colour alone. */
function PlayingMark() {
  return (
    <span className={classes.playing} aria-hidden>
      <IconVolume size={14} />
      {t('playing')}
    </span>
  );
}

/** A card's "New" mark: drawn over its corner (no card grows), read out as the card's description. */
function NewMark() {
  return (
    <span className={classes.new} aria-hidden>
      {t('new')}
    </span>
  );
}

/** How many pickable buttons join the page per pass on first display (an agent card holds four). */
const BUTTONS_PER_PASS = 8;

/**
 * The first showing of a long list, a few items per pass with a pause between passes, so that no
 * single task keeps the page from responding (or painting the player) for long. Later changes to the
 * list (a search, a new round) show at once.
 */
function useProgressive(items: readonly GalleryItem[]): readonly GalleryItem[] {
  const perPass = Math.max(1, Math.floor(BUTTONS_PER_PASS / (items[0]?.choices?.length ?? 1)));
  const [count, setCount] = useState(perPass);
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => startTransition(() => setCount((n) => n + perPass)));
    return () => clearTimeout(timer);
  }, [count, items.length, perPass]);
  return count >= items.length ? items : items.slice(0, count);
}
