import { roleName } from '../content/roleName';
import clips from 'virtual:sound-pack/voice';
import { searchTexts } from '../content/aliases';
import { agents, voiceLines } from '../content/sections/catalogue';
import { voiceClipsOf } from './clips/voiceClipsOf';
import { isNew } from '../content/news/news';
import type { DailyModeDescriptor, ModeLine } from './mode';
import { modeScreens } from '../shared/screens';
import { modeScreenTexts } from '../shared/screenTexts';
import { t } from './voiceTexts';

const screen = modeScreens.voice;
// Which agents the pack has, and their lines' clips: by the same rule as the saving of a day's
// clips (src/modes/clips/), from the mode's own copy of the table.
const voiceClips = voiceClipsOf(clips);
const agentById = new Map(agents.map((agent) => [agent.id, agent]));
const voiced = agents.filter((agent) => voiceLines.agentIds.includes(agent.id));

const LINE_KEYS: Partial<Record<string, 'lineDeath' | 'lineHello' | 'lineAgentSelect'>> = {
  death: 'lineDeath',
  hello: 'lineHello',
  pickme: 'lineAgentSelect',
};

/** The lines, each named in the player's language when shown (a line the game has no words for: the catalogue's). */
const lines: readonly ModeLine[] = voiceLines.lines.map((line) => ({
  id: line.id,
  get label() {
    const key = LINE_KEYS[line.id];
    return key ? t(key) : line.label;
  },
}));

/** Voice lines: the answer is an agent; a miss unlocks their next line. */
export const voiceMode: DailyModeDescriptor = {
  id: 'voice',
  path: screen.path,
  // Read when shown, in the player's language.
  get title() {
    return modeScreenTexts('voice').title;
  },
  get heading() {
    return modeScreenTexts('voice').heading;
  },
  gallery: () =>
    voiced.map((agent) => ({
      id: agent.id,
      name: agent.name,
      englishName: agent.englishName,
      image: agent.icon,
      subText: roleName(agent.role.name),
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
  get partialHint() {
    return t('partialRightRole');
  },
  lines,
  clip: voiceClips.clip,
  answerClips: () =>
    voiced.flatMap((agent) =>
      lines
        .filter((line) => voiceClips.has(agent.id, line.id))
        .map((line) => ({ answerId: agent.id, line, name: `${agent.name} · ${line.label}` })),
    ),
  reveal: (id) => {
    const agent = agentById.get(id);
    return {
      name: agent?.name ?? id,
      image: agent?.icon ?? null,
      caption: agent && roleName(agent.role.name),
    };
  },
};
