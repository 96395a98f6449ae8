/**
 * A translated sentence with one of its values in bold: the sentence is one message (each language
 * puts the value where it goes), and the value's first occurrence in it is emphasised.
 */
export function Emphasised({ text, value }: { text: string; value: string }) {
  const at = text.indexOf(value);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{value}</strong>
      {text.slice(at + value.length)}
    </>
  );
}
