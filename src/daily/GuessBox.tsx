import { TextInput } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Candidate } from '../../machines/rules/answers';
import { searchKey } from '../../machines/search';
import { rankSuggestions } from '../../machines/suggestions';
import { deferredCode, usePrefetchOnFirstAction } from '../play/DeferredModal';
import { guessInputProps, handoverOf, type GuessInputHandover } from './guessInput';
import type { GuessOption } from './guessOptions';
import { t } from './texts';
import { useLocale } from '../app/useLocale';
import classes from './GuessBox.module.css';

interface GuessBoxProps {
  options: readonly GuessOption[];
  /** Items already guessed: never suggested again. */
  guessed: ReadonlySet<string>;
  onGuess: (guess: Candidate) => void;
  disabled?: boolean;
}

/**
 * The box with its list of suggestions (Mantine's Combobox and floating-ui): not part of a puzzle's
 * first visit, downloaded when the player first taps, types or focuses the box (or at their first
 * tap or key press on the page); a failed download is tried again at the next.
 */
export const guessComboboxCode = deferredCode(() =>
  import('./GuessCombobox').then((module) => module.GuessCombobox),
);

/**
 * The type-ahead box a daily puzzle is guessed with: typing suggests matching items (name, picture,
 * and an ability's agent), the first suggestion ready for Enter, arrow keys to choose another;
 * picking a suggestion is the guess. Until the list's code has arrived it is a plain box that looks
 * the same, whose text, focus and caret the box with the list takes over.
 */
export function GuessBox({ options, guessed, onGuess, disabled = false }: GuessBoxProps) {
  useLocale();
  const [query, setQuery] = useState('');
  const [Suggesting, setSuggesting] = useState(() => guessComboboxCode.loaded);
  const [failed, setFailed] = useState(false);
  const handover = useRef<GuessInputHandover | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A key pressed while a download was under way asks again once that one has failed, so that a
  // player typing on as the connection comes back gets the list without pressing another key.
  const downloading = useRef(false);
  const askedMeanwhile = useRef(false);
  const loadList = useCallback(function load(): Promise<void> {
    if (downloading.current) {
      askedMeanwhile.current = true;
      return Promise.resolve();
    }
    downloading.current = true;
    askedMeanwhile.current = false;
    return guessComboboxCode.load().then(
      (component) => {
        downloading.current = false;
        if (mounted.current) setSuggesting(() => component);
      },
      () => {
        downloading.current = false;
        if (!mounted.current) return;
        setFailed(true);
        if (askedMeanwhile.current) return load();
      },
    );
  }, []);
  usePrefetchOnFirstAction(loadList, Suggesting !== null);

  const suggestions = useMemo(
    () =>
      rankSuggestions(
        options.filter((option) => !guessed.has(option.id)),
        query,
        (option) => option.texts,
      ),
    [options, guessed, query],
  );
  const typed = searchKey(query) !== '';
  const best = typed ? suggestions[0] : undefined;

  const pick = (id: string) => {
    const option = options.find((candidate) => candidate.id === id);
    if (!option) return;
    setQuery('');
    onGuess({ id: option.id, name: option.name, group: option.group });
  };

  const message =
    typed && !best
      ? t('nothingMatches', { query })
      : Suggesting || !failed
        ? ''
        : best
          ? t('suggestionsFailedBest', { name: nameOf(best) })
          : t('suggestionsFailed');

  return (
    <>
      {Suggesting ? (
        <Suggesting
          query={query}
          onQueryChange={setQuery}
          suggestions={suggestions}
          onPick={pick}
          disabled={disabled}
          handover={handover}
        />
      ) : (
        <PlainGuessInput
          query={query}
          disabled={disabled}
          onQueryChange={setQuery}
          onIntent={() => void loadList()}
          // Without the list (its code could not be downloaded), Enter guesses the best match,
          // which the message under the box names.
          onEnter={() => {
            if (failed && best) pick(best.id);
          }}
          handover={handover}
        />
      )}
      <p className={classes.nothing} aria-live="polite">
        {message}
      </p>
    </>
  );
}

const nameOf = (option: GuessOption) =>
  option.caption ? `${option.name} (${option.caption})` : option.name;

/** The guess box before its list's code has arrived: the same input, which asks for that code. */
function PlainGuessInput({
  query,
  disabled,
  onQueryChange,
  onIntent,
  onEnter,
  handover,
}: {
  query: string;
  disabled: boolean;
  onQueryChange: (query: string) => void;
  onIntent: () => void;
  onEnter: () => void;
  handover: { current: GuessInputHandover | null };
}) {
  const input = useRef<HTMLInputElement>(null);
  // Replaced by the box with the list: what it needs of this one, read while it is still in place.
  useLayoutEffect(
    () => () => {
      if (input.current) handover.current = handoverOf(input.current);
    },
    [handover],
  );
  return (
    <TextInput
      {...guessInputProps()}
      ref={input}
      // What the box with the list says of itself while its list is closed.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={query}
      disabled={disabled}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onKeyDown={(event) => {
        onIntent();
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          onEnter();
        }
      }}
      onChange={(event) => {
        onQueryChange(event.currentTarget.value);
        onIntent();
      }}
    />
  );
}
