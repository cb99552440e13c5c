// Drives a push parser from any async source of chunks (a Node stream, a web ReadableStream, a
// worker's file slices), yielding outcomes as they come, so no caller holds the whole file.
import type { ReportParser } from './dsrParser';
import type { ReportOutcome } from './usageLine';

export async function* parseChunks(
  parser: ReportParser,
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): AsyncGenerator<ReportOutcome> {
  for await (const chunk of chunks) yield* parser.push(chunk);
  yield* parser.end();
}

/** Whole text at once, for small inputs and tests. */
export function parseText(parser: ReportParser, text: string): ReportOutcome[] {
  return [...parser.push(text), ...parser.end()];
}
