import clips from 'virtual:sound-pack/voice';
import { searchTexts } from '../content/aliases';
import { agents, voiceLines } from '../content/sections/catalogue';
import { voiceClipsOf } from './clips/voiceClipsOf';
import { isNew } from '../content/news/news';
import type { DailyModeDescriptor } from './mode';
import { modeScreens } from '../shared/screens';

const screen = modeScreens.voice;
// Which agents the pack has, and their lines' clips: by the same rule as the saving of a day's
// clips (src/modes/clips/), from the mode's own copy of the table.
const voiceClips = voiceClipsOf(clips);
const agentById = new Map(agents.map((agent) => [agent.id, agent]));
const voiced = agents.filter((agent) => voiceLines.agentIds.includes(agent.id));

/** Voice lines: the answer is an agent; a miss unlocks their next line. */
export const voiceMode: DailyModeDescriptor = {
  id: 'voice',
  path: screen.path,
  title: screen.title,
  heading: screen.heading,
  gallery: () =>
    voiced.map((agent) => ({
      id: agent.id,
      name: agent.name,
      image: agent.icon,
      subText: agent.role.name,
      searchTexts: searchTexts(agent),
      isNew: isNew(agent),
    })),
  minColumnWidth: () => 128,
  // An agent is an answer when the pack has the line a round opens with.
  pool: voiced
    .filter((agent) => voiceClips.has(agent.id))
    .map((agent) => ({ id: agent.id, name: agent.name, group: agent.role.name })),
  edition: (id) => agentById.get(id)?.edition ?? 1,
  // Naming an agent of the answer's role is "right role".
  groupOf: (id) => agentById.get(id)?.role.name ?? id,
  partialHint: 'right role',
  lines: voiceLines.lines,
  clip: voiceClips.clip,
  answerClips: () =>
    voiced.flatMap((agent) =>
      voiceLines.lines
        .filter((line) => voiceClips.has(agent.id, line.id))
        .map((line) => ({ answerId: agent.id, line, name: `${agent.name} · ${line.label}` })),
    ),
  reveal: (id) => {
    const agent = agentById.get(id);
    return { name: agent?.name ?? id, image: agent?.icon ?? null, caption: agent?.role.name };
  },
};
