/** What a first visit loads, and in which order (scripts/routePreload.ts writes it, src/boot/preload.ts follows it). */
export interface LoadPlan {
  /** The app's entry script. */
  entry: string;
  /** Every chunk the entry imports. */
  app: string[];
  /** For each route path (`/daily/$mode`), the chunks its lazily loaded screen needs that the app does not load. */
  routes: Record<string, string[]>;
  /**
   * For each route path whose first paint holds a player (`/$mode`, `/daily/$mode`, `/infinite`), the
   * first round's module (src/firstRound.ts), then every chunk it imports.
   */
  firstRound: Record<string, string[]>;
  /**
   * For each of those route paths, the chunks that the session of its play format needs beyond
   * those: a free-play round's holds nothing of the daily puzzle or the infinite run. They download
   * after the mode's data, from which free play deals its first answer and requests its clip while
   * they are still on their way (src/engine/deal/firstDeal.ts).
   */
  sessions: Record<string, string[]>;
  /** For each mode, the chunks of its data that every format's first round does not load already. */
  modes: Record<string, string[]>;
}

/**
 * Dispatched on `document` by the first round's module (src/firstRound.ts) once its clip can play,
 * failed or had its head start, or no first round started: the loader then downloads the app.
 */
export const FIRST_CLIP_READY = 'earshot:firstclipready';
