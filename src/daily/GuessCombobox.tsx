import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { searchKey } from '../../machines/search';
import { ItemImage } from '../sharedUi/ItemImage';
import { Name } from '../sharedUi/Name';
import { guessInputProps, type GuessInputHandover } from './guessInput';
import type { GuessOption } from './guessOptions';
import { useLocale } from '../app/useLocale';
import classes from './GuessBox.module.css';

export interface GuessComboboxProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Best first; the first is highlighted, ready for Enter. */
  suggestions: readonly GuessOption[];
  onPick: (id: string) => void;
  disabled: boolean;
  /** What the plain box this one replaces leaves when it goes: its focus and caret carry over. */
  handover: RefObject<GuessInputHandover | null>;
}

/**
 * The guess box with its list of suggestions (Mantine's Combobox, with the floating-ui code that
 * places the list: its own chunk, downloaded when the player first goes for the box, see GuessBox).
 */
export function GuessCombobox({
  query,
  onQueryChange,
  suggestions,
  onPick,
  disabled,
  handover,
}: GuessComboboxProps) {
  useLocale();
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const opened = combobox.dropdownOpened;

  // The player may be typing: the box takes the plain one's focus and caret before anything paints
  // (the plain one has just gone, in the same commit), and suggests what was typed meanwhile.
  useLayoutEffect(() => {
    const box = input.current;
    const previous = handover.current;
    if (!box || !previous?.focused) return;
    box.focus({ preventScroll: true });
    box.setSelectionRange(previous.start, previous.end, previous.direction);
    if (searchKey(box.value) !== '') combobox.openDropdown();
    // Once only: the box this one replaced is gone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each new query, and the list's opening, highlights the best suggestion, so that typing a name
  // and Enter is a guess.
  useEffect(() => {
    if (opened && searchKey(query) !== '') combobox.selectFirstOption();
    // The store is a new object on every render; only a new query must move the highlight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, opened]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        combobox.closeDropdown();
        onPick(id);
      }}
      disabled={disabled}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          {...guessInputProps()}
          ref={input}
          value={query}
          disabled={disabled}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onQueryChange(next);
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
  );
}
