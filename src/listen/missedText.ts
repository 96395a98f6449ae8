const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What Listen's Missed filter keeps, in the player's words: its clips, or for a mode with lines
 * (Voice) the lines and the agents they belong to, since every line of an agent missed is marked.
 */
export function missedText({
  clips,
  answers,
  lines,
}: {
  clips: number;
  answers: number;
  lines: boolean;
}): string {
  if (clips === 0) return 'Missed: none';
  if (!lines) return `Missed: ${count(clips, 'clip', 'clips')}`;
  return `Missed: ${count(clips, 'line', 'lines')} of ${count(answers, 'agent', 'agents')}`;
}
