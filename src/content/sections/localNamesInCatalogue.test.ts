import { afterEach, describe, expect, it } from 'vitest';
import { byName } from '../../../machines/gallery';
import { matchesSearch } from '../../../machines/search';
import { setLocale } from '../../i18n/i18n';
import { searchTexts } from '../aliases';
import { roleName } from '../roleName';
import { abilities, agents, maps } from './catalogue';

const named = <T extends { name: string }>(list: readonly T[], name: string): T =>
  list.find((each) => each.name === name)!;

afterEach(async () => {
  await setLocale('en-US');
});

describe("the catalogue's names in the player's locale", () => {
  it('are the English names in en-US', () => {
    expect(named(agents, 'Jett').englishName).toBe('Jett');
    expect(named(abilities, 'Gravity Well').name).toBe('Gravity Well');
  });

  it("are the game's own names in another locale, read when shown, and English where it has none", async () => {
    const jett = named(agents, 'Jett');
    const well = named(abilities, 'Gravity Well');
    const lotus = named(maps, 'Lotus');
    await setLocale('ja-JP');
    expect(jett.name).toBe('ジェット');
    expect(well.name).toBe('グラビティウェル');
    await setLocale('pt-BR');
    expect(well.name).toBe('Poço Gravitacional');
    // pt-BR has no map names in any source: the English one, never an invented one.
    expect(lotus.name).toBe('Lotus');
    expect(well.englishName).toBe('Gravity Well');
    await setLocale('en-US');
    expect(jett.name).toBe('Jett');
  });

  it('are found by search in either language, and the English aliases still count', async () => {
    await setLocale('tr-TR');
    const well = named(abilities, 'ÇEKİM ALANI');
    expect(matchesSearch('çekim alanı', searchTexts(well))).toBe(true);
    expect(matchesSearch('gravity', searchTexts(well))).toBe(true);
    await setLocale('ja-JP');
    expect(
      matchesSearch('TDM', searchTexts(maps.find((map) => map.englishName === 'Team Deathmatch')!)),
    ).toBe(true);
  });

  it("sort in the locale's order", async () => {
    await setLocale('ja-JP');
    const sorted = byName(agents).map((agent) => agent.name);
    // Gojūon order: ア (Astra) before カ (KAY/O is ケイ/オー) before ジ (Jett) before レ (Raze).
    expect(sorted.indexOf('アストラ')).toBeLessThan(sorted.indexOf('ジェット'));
    expect(sorted.indexOf('ジェット')).toBeLessThan(sorted.indexOf('レイズ'));
    await setLocale('en-US');
    expect(byName(agents)[0].name).toBe('Astra');
  });
});

describe("an agent's role in the player's locale", () => {
  it("is the game's word for it", async () => {
    expect(roleName('Duelist')).toBe('Duelist');
    await setLocale('ja-JP');
    expect(roleName('Duelist')).toBe('デュエリスト');
    await setLocale('ko-KR');
    expect(roleName('Sentinel')).toBe('감시자');
  });
});
