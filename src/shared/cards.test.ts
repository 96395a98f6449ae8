import { describe, expect, it } from 'vitest';
import { abilitiesOf, agents, bundles, maps } from '../content/sections/catalogue';
import { modeCards } from './cards';
import { modeScreenTexts } from './screenTexts';

describe('modeCards', () => {
  it("uses the catalogue's own pictures", () => {
    const jett = agents.find((agent) => agent.name === 'Jett')!;
    expect(modeCards.map((card) => card.image)).toEqual([
      maps.find((map) => map.name === 'Ascent')!.image,
      abilitiesOf(jett.id).find((ability) => ability.slot === 'Ultimate')!.icon,
      bundles.find((bundle) => bundle.name === 'Champions 2021')!.image,
    ]);
  });

  it('leads to the three modes with the texts of the spec', () => {
    const texts = modeCards.map(({ path, mode }) => {
      const { title, description } = modeScreenTexts(mode);
      return [path, title, description];
    });
    expect(texts).toEqual([
      ['/map', 'Map Theme', 'Guess the map by listening to its theme.'],
      ['/ability', 'Ability', 'Find the agent and ability based on the sound.'],
      ['/ace', 'Ace', 'Identify the skin bundle from the ace sound.'],
    ]);
  });
});
