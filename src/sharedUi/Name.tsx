import { Fragment } from 'react';

/**
 * A name that may wrap between its words and after a slash inside one ("FRAG/⁠ment", "KAY/⁠O"), never
 * elsewhere inside a word: the slashes get a line-break opportunity (`<wbr>`), and the element showing
 * it keeps the browser's normal word breaking (no `overflow-wrap: anywhere`).
 */
export function Name({ text }: { text: string }) {
  return text.split(/(?<=\/)(?=\S)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
