/** Where a channel's test answer is shown: the server renders the place, the island fills it. */
export function testResultId(channel: string): string {
  return `test-${channel}-answer`;
}
