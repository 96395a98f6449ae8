import { createLogger, type Logger } from 'vite';

/**
 * The warning Vite's url() rewriter gives for a declaration without a source file. A CSS module that
 * composes a class from another file (ours do: `composes: container from '../app/Layout.module.css'`)
 * gets that file's rules added as text, without a source (vitejs/vite#10079), and so every build
 * gave it. It matters only for a url() in a file composed from, which would be left unresolved:
 * scripts/viteConfig.test.ts checks there is none.
 */
export const COMPOSED_WITHOUT_SOURCE = 'A PostCSS plugin did not pass the `from` option';

/** Vite's logger without the one warning above, so that `npm start` and the build raise no alarm. */
export function viteLogger(): Logger {
  const logger = createLogger();
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warnOnce = (message, options) => {
    if (!message.includes(COMPOSED_WITHOUT_SOURCE)) warnOnce(message, options);
  };
  return logger;
}
