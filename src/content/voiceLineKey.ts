/** A voice line's key in its clip table. */
export function voiceLineKey(agentId: string, line: string): string {
  return `${agentId}/${line}`;
}
