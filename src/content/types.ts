export type RoleName = 'Controller' | 'Duelist' | 'Initiator' | 'Sentinel';
export type AbilitySlot = 'Grenade' | 'Ability1' | 'Ability2' | 'Ultimate';

/** The key a player presses for an ability's slot, in the game's default bindings. */
export const SLOT_KEYS: Record<AbilitySlot, string> = {
  Ability1: 'Q',
  Ability2: 'E',
  Grenade: 'C',
  Ultimate: 'X',
};

export interface Role {
  id: string;
  name: RoleName;
  icon: string;
}

export interface Ability {
  id: string;
  agentId: string;
  slot: AbilitySlot;
  name: string;
  /** The catalogue's own (English) name, where `name` is the player's locale's (sections/localNames.ts). */
  englishName?: string;
  icon: string;
  /** The content update that added it (src/content/editions.json); none: the first catalogue. */
  edition?: number;
}

/**
 * An agent as the game embeds it (scripts/catalogueSections.ts): the facts it shows. Its abilities
 * are a section of their own (`abilities`, each with its `agentId`).
 */
export interface Agent {
  id: string;
  name: string;
  /** The catalogue's own (English) name, where `name` is the player's locale's (sections/localNames.ts). */
  englishName?: string;
  icon: string;
  /** Four colours as RRGGBBAA hex strings. */
  backgroundGradientColors: string[];
  role: Role;
  /** The content update that added it (src/content/editions.json); none: the first catalogue. */
  edition?: number;
}

export interface SkinBundle {
  id: string;
  name: string;
  /** The catalogue's own (English) name, where `name` is the player's locale's (sections/localNames.ts). */
  englishName?: string;
  image: string;
  nameSubText?: string;
  /** The content update that added it (src/content/editions.json); none: the first catalogue. */
  edition?: number;
}

export interface GameMap {
  id: string;
  name: string;
  /** The catalogue's own (English) name, where `name` is the player's locale's (sections/localNames.ts). */
  englishName?: string;
  /** The media service's splash; null where it has none (the product draws its own). */
  image: string | null;
  /** The content update that added it (src/content/editions.json); none: the first catalogue. */
  edition?: number;
}

/** A footsteps category: the agents whose steps sound alike. */
export interface FootstepsCategory {
  id: string;
  name: string;
  agentIds: string[];
  /** The content update that added it (src/content/editions.json); none: the first catalogue. */
  edition?: number;
}

/** The lines recorded for each agent, in the order a miss unlocks them. */
export interface VoiceLines {
  lines: { id: string; label: string }[];
  agentIds: string[];
}

/** What a content update brought, in words, and until when its items are marked "New". */
export interface News {
  edition: number;
  /** YYYY-MM-DD (UTC): the first day its items are no longer marked. */
  newUntil: string;
  /** "Miks, Veto, Corrode and 11 bundles". */
  summary: string;
}
