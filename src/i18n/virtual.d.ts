declare module 'virtual:messages/loaders' {
  type Messages = Readonly<Record<string, import('./i18n').Message>>;
  /**
   * A locale's first file: its core texts (scripts/i18n/groups.ts), a loader for each of its other
   * files (a group's texts, or `names:<section>`), and the file of each part not in the core.
   */
  export function loadLocale(locale: string): Promise<{
    core: Messages;
    groups: Readonly<
      Record<
        string,
        () => Promise<{
          messages?: Messages;
          section?: string;
          list?: readonly (string | null)[];
        }>
      >
    >;
    groupOf: Readonly<Record<string, string>>;
    /** The latest content update's "What's new" line in the locale, written at build time. */
    news: { edition: number; summary: string } | null;
  }>;
}

declare module 'virtual:messages/en-US/*' {
  /** One part's English messages, compiled. */
  const messages: Readonly<Record<string, import('./i18n').Message>>;
  export default messages;
}
