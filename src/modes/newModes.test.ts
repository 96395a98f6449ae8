import { describe, expect, it } from 'vitest';
import { arrangeGallery } from '../../machines/gallery';
import { verdictFor } from '../../machines/rules/verdict';
import { agents, footsteps } from '../content/sections/catalogue';
import { footstepsMode } from './footstepsMode';
import { voiceMode } from './voiceMode';

const candidate = (id: string) => ({
  id,
  name: agents.find((agent) => agent.id === id)!.name,
  group: voiceMode.groupOf(id),
});

describe('Voice lines', () => {
  const answer = agents[0];
  const sameRole = agents.find((a) => a.role.name === answer.role.name && a.id !== answer.id)!;
  const otherRole = agents.find((a) => a.role.name !== answer.role.name)!;

  it('calls an agent of the answer’s role "right role", and any other agent wrong', () => {
    const target = voiceMode.pool.find((item) => item.id === answer.id)!;
    expect(verdictFor(candidate(sameRole.id), target)).toBe('partial');
    expect(verdictFor(candidate(otherRole.id), target)).toBe('wrong');
    expect(verdictFor(candidate(answer.id), target)).toBe('correct');
    expect(voiceMode.partialHint).toBe('right role');
  });

  it('opens on the death line, and has each line of each agent at its address', () => {
    expect(voiceMode.lines?.map((line) => line.label)).toEqual(['Death', 'Hello', 'Agent Select']);
    expect(voiceMode.clip(answer.id).url).toMatch(
      new RegExp(`/voicelines/${answer.id}/death.wav$`),
    );
    expect(voiceMode.clip(answer.id, 'pickme').url).toMatch(/\/pickme\.wav$/);
    expect(voiceMode.answerClips()).toHaveLength(voiceMode.pool.length * 3);
  });
});

describe('Footsteps', () => {
  it("finds a category by one of its agents' names", () => {
    const category = footsteps.find((each) => each.agentIds.length > 1)!;
    const agent = agents.find((each) => each.id === category.agentIds[1])!;
    const found = arrangeGallery(footstepsMode.gallery('normal'), {
      difficulty: 'normal',
      seed: 0,
      query: agent.name,
    });
    expect(found.map((item) => item.id)).toEqual([category.id]);
    expect(found[0].members?.map((member) => member.name)).toContain(agent.name);
  });
});
