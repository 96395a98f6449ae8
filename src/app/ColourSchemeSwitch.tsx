import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { t } from './texts';
import { useLocale } from './useLocale';
import classes from './Layout.module.css';

/**
 * Dark or light colours. The page follows the system's scheme until the player picks one here; Mantine
 * keeps the choice in local storage, and index.html applies it before the first paint.
 */
export function ColourSchemeSwitch() {
  useLocale();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('dark', { getInitialValueInEffect: false }) === 'dark';
  const Icon = dark ? IconMoon : IconSun;
  return (
    <button
      type="button"
      className={classes.schemeSwitch}
      aria-label={t('darkColours')}
      aria-pressed={dark}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <Icon size={22} aria-hidden />
    </button>
  );
}
