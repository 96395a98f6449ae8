declare module 'virtual:messages/loaders' {
  /** Every part's messages in `locale` (compiled), and the catalogue's names in it. */
  export function loadLocale(locale: string): Promise<{
    messages: Readonly<Record<string, import('./i18n').Message>>;
    names: Readonly<Record<string, string>>;
  }>;
}

declare module 'virtual:messages/en-US/*' {
  /** One part's English messages, compiled. */
  const messages: Readonly<Record<string, import('./i18n').Message>>;
  export default messages;
}
