import { Fragment } from 'react';

/**
 * An address left to right whatever the page's direction, which a narrow window breaks after a slash
 * rather than inside the room's code.
 */
export function Address({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <bdi dir="ltr">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
