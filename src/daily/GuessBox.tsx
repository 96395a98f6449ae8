import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { Candidate } from '../../machines/rules/answers';
import { searchKey } from '../../machines/search';
import { rankSuggestions } from '../../machines/suggestions';
import { ItemImage } from '../sharedUi/ItemImage';
import { Name } from '../sharedUi/Name';
import { GUESS_BOX_ID } from '../game/shortcuts';
import type { GuessOption } from './guessOptions';
import classes from './GuessBox.module.css';

interface GuessBoxProps {
  options: readonly GuessOption[];
  /** Items already guessed: never suggested again. */
  guessed: ReadonlySet<string>;
  onGuess: (guess: Candidate) => void;
  disabled?: boolean;
}

/**
 * The type-ahead box a daily puzzle is guessed with: typing suggests matching items (name, picture,
 * and an ability's agent), the first suggestion ready for Enter, arrow keys to choose another;
 * picking a suggestion is the guess.
 */
export function GuessBox({ options, guessed, onGuess, disabled = false }: GuessBoxProps) {
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = useMemo(
    () =>
      rankSuggestions(
        options.filter((option) => !guessed.has(option.id)),
        query,
        (option) => option.texts,
      ),
    [options, guessed, query],
  );

  // Each new query highlights its best suggestion, so that typing a name and Enter is a guess.
  useEffect(() => {
    if (searchKey(query) !== '') combobox.selectFirstOption();
    // The store is a new object on every render; only a new query must move the highlight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const submit = (id: string) => {
    const option = options.find((candidate) => candidate.id === id);
    if (!option) return;
    setQuery('');
    combobox.closeDropdown();
    onGuess({ id: option.id, name: option.name, group: option.group });
  };

  const nothing = searchKey(query) !== '' && suggestions.length === 0;

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submit} disabled={disabled}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            id={GUESS_BOX_ID}
            label="Your guess"
            placeholder="Type a name…"
            size="lg"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            disabled={disabled}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setQuery(next);
              if (searchKey(next) === '') combobox.closeDropdown();
              else combobox.openDropdown();
            }}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        {/* No suggestion: no dropdown either, which would cover Skip; the message goes under the box. */}
        <Combobox.Dropdown hidden={suggestions.length === 0}>
          <Combobox.Options className={classes.options} aria-label="Suggestions">
            {suggestions.map((option) => (
              <Combobox.Option
                key={option.id}
                value={option.id}
                className={classes.option}
                aria-label={option.caption ? `${option.name} (${option.caption})` : option.name}
              >
                <span className={classes.picture}>
                  <ItemImage src={option.image} name={option.name} height={32} fit="contain" />
                </span>
                <span className={classes.text}>
                  <span className={classes.name}>
                    <Name text={option.name} />
                  </span>
                  {option.caption && <span className={classes.caption}>{option.caption}</span>}
                </span>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <p className={classes.nothing} aria-live="polite">
        {nothing && `Nothing matches “${query}”.`}
      </p>
    </>
  );
}
