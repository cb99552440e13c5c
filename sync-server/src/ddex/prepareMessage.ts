// The only way a message leaves the server: built by the pure builder, then validated against the
// XSD here. A message that fails either step is never sent; its problems are what the album shows.
import { createHash } from 'node:crypto';
import {
  buildNewReleaseMessage,
  buildPurgeReleaseMessage,
  buildTakedownMessage,
  DdexBuildError,
  ddexError,
  type DdexProblem,
  type PurgeInput,
  type ReleaseBundle,
  type TakedownStyle,
} from '../../../src/domain/ddex';
import { validateErn } from './validateErn';

export type PreparedMessage =
  { ok: true; xml: string; sha256: string } | { ok: false; problems: DdexProblem[] };

export type MessageRequest =
  | { kind: 'release'; bundle: ReleaseBundle }
  | { kind: 'takedown'; bundle: ReleaseBundle; style?: TakedownStyle; endDate?: string }
  | { kind: 'purge'; input: PurgeInput };

function build(request: MessageRequest): string {
  switch (request.kind) {
    case 'release':
      return buildNewReleaseMessage(request.bundle);
    case 'takedown':
      return buildTakedownMessage(request.bundle, request.style, request.endDate);
    case 'purge':
      return buildPurgeReleaseMessage(request.input);
  }
}

export function prepareMessage(request: MessageRequest): PreparedMessage {
  let xml: string;
  try {
    xml = build(request);
  } catch (error) {
    if (error instanceof DdexBuildError) return { ok: false, problems: [...error.problems] };
    throw error;
  }
  const validation = validateErn(xml);
  if (!validation.valid) {
    // a builder bug, not the partner's: still never sent, and the lines say where
    return {
      ok: false,
      problems: validation.errors.map((e) =>
        ddexError(
          'schema-invalid',
          { detail: e.message, ...(e.path === null ? {} : { path: e.path }) },
          e.line,
        ),
      ),
    };
  }
  return { ok: true, xml, sha256: createHash('sha256').update(xml, 'utf8').digest('hex') };
}
