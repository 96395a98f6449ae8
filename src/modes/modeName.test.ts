import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { MODES } from '../../machines/modes';
import { mapMode } from './mapMode';
import { modeName } from '../shared/modeName';
import { voiceMode } from './voiceMode';

describe('the modes in the player’s language', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('names a mode, its heading and its lines in Japanese, the share label staying English', async () => {
    await setLocale('ja-JP');
    expect(modeName('ability')).toBe('アビリティ');
    expect(mapMode.heading).toBe('どのマップ？');
    expect(voiceMode.lines?.map((line) => line.label)).toEqual([
      'デス',
      'あいさつ',
      'エージェント選択',
    ]);
    expect(MODES.find((mode) => mode.id === 'ability')?.label).toBe('Ability');
  });
});
