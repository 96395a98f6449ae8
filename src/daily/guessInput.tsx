import { IconSearch } from '@tabler/icons-react';
import { GUESS_BOX_ID } from '../play/shortcuts';
import { t } from './texts';

/** The guess box's input, the same before and after its list of suggestions has arrived. */
export const guessInputProps = () =>
  ({
    id: GUESS_BOX_ID,
    label: t('yourGuess'),
    placeholder: t('typeAName'),
    size: 'lg',
    leftSection: <IconSearch size={18} aria-hidden />,
    autoCapitalize: 'off',
    spellCheck: false,
  }) as const;

/** What the plain box hands the one with suggestions when that replaces it: focus and caret. */
export interface GuessInputHandover {
  focused: boolean;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** The focus and caret of `input`, as it is about to be replaced. */
export function handoverOf(input: HTMLInputElement): GuessInputHandover {
  const end = input.value.length;
  return {
    focused: input.ownerDocument.activeElement === input,
    start: input.selectionStart ?? end,
    end: input.selectionEnd ?? end,
    direction: input.selectionDirection ?? 'none',
  };
}
