import { describe, expect, it } from 'vitest';
import raw from '../content/catalogue.json';
import { dailyModesOn } from '../../machines/dailyModes';
import { dailyAnswerCard } from './dailyAnswers';

describe("yesterday's answers", () => {
  it('name an answer for every mode of every puzzle, Voice included from its first', () => {
    const modes = new Set<string>();
    for (let n = 1; n <= 120; n++) {
      for (const mode of dailyModesOn(n)) {
        modes.add(mode);
        expect(dailyAnswerCard(mode, n)?.name, `${mode} #${n}`).toBeTruthy();
      }
    }
    expect(modes.has('voice')).toBe(true);
  });

  it("show a Voice answer as its agent, with the agent's portrait and role", () => {
    const answer = dailyAnswerCard('voice', 200)!;
    const agent = raw.agents.find((each) => each.id === answer.id)!;
    expect(answer).toEqual({
      id: agent.id,
      name: agent.name,
      image: agent.icon,
      caption: agent.role.name,
    });
  });

  it('name an answer a content update renamed by its new name, on its own id', () => {
    // Harbor's kit was renamed in the update of 2026-11-27; Cascade is the answer of #35.
    expect(dailyAnswerCard('ability', 35)).toMatchObject({
      id: '07c94f27-597d-41eb-93eb-f546c82d9812',
      name: 'Storm Surge',
      caption: 'Harbor',
    });
  });
});
