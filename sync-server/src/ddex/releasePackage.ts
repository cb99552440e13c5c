// The offline package of a release (source 4): a zip with the validated message, every file it
// names under the name it gives, and a manifest of SHA-256 hashes in sha256sum's format, so
// `sha256sum -c manifest.sha256` checks it. Entries, order, timestamps and modes are fixed, so the
// same release and the same stored bytes give the same zip. Each file is hashed as it streams and
// must match the hash the message states, or the package fails rather than ship a wrong file.
import { createHash } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import yazl from 'yazl';
import {
  ddexError,
  MANIFEST_FILE_NAME,
  MESSAGE_FILE_NAME,
  type DdexProblem,
  type ReleaseBundle,
  type StoredFile,
} from '../../../src/domain/ddex';
import { planMessage } from '../../../src/domain/ddex/plan';
import { prepareMessage } from './prepareMessage';

/** Opens a stored file's bytes (the object store in the server; anything readable in tests). */
export type ResourceOpener = (file: StoredFile) => Promise<Readable> | Readable;

export type ReleasePackage =
  | { ok: true; xml: string; sha256: string; stream: Readable; manifest: Promise<string> }
  | { ok: false; problems: DdexProblem[] };

/** Local midnight of 2000-01-01: zip stores local DOS time, so this reads the same in every time zone. */
const FIXED_TIME = new Date(2000, 0, 1, 0, 0, 0);
const ENTRY = { mtime: FIXED_TIME, mode: 0o100644, forceDosTimestamp: true } as const;

class HashMismatch extends Error {
  constructor(readonly problem: DdexProblem) {
    super(`${problem.code}: ${String(problem.params?.uri)}`);
  }
}

function hashing(expected: StoredFile, uri: string, hashes: Map<string, string>): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = hash.digest('hex');
      if (actual !== expected.sha256.toLowerCase()) {
        done(new HashMismatch(ddexError('hash-mismatch', { uri })));
        return;
      }
      hashes.set(uri, actual);
      done();
    },
  });
}

export function buildReleasePackage(
  bundle: ReleaseBundle,
  openResource: ResourceOpener,
): ReleasePackage {
  const prepared = prepareMessage({ kind: 'release', bundle });
  if (!prepared.ok) return { ok: false, problems: prepared.problems };
  const plan = planMessage(bundle);
  const files = [
    ...(plan.cover === null ? [] : [plan.cover]),
    ...plan.tracks.flatMap((t) => [
      ...(t.audio === null ? [] : [t.audio]),
      ...(t.immersive === null ? [] : [t.immersive]),
      ...t.lyrics,
    ]),
  ].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  const hashes = new Map<string, string>([[MESSAGE_FILE_NAME, prepared.sha256]]);
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  let resolveManifest: (text: string) => void = () => undefined;
  let rejectManifest: (error: unknown) => void = () => undefined;
  const manifest = new Promise<string>((resolve, reject) => {
    resolveManifest = resolve;
    rejectManifest = reject;
  });
  manifest.catch(() => undefined);
  const fail = (error: unknown) => {
    rejectManifest(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.addBuffer(Buffer.from(prepared.xml, 'utf8'), MESSAGE_FILE_NAME, { ...ENTRY, compress: true });
  for (const file of files) {
    zip.addReadStreamLazy(file.uri, { ...ENTRY, compress: false }, (callback) => {
      Promise.resolve(openResource(file.stored))
        .then((source) => {
          const hashed = hashing(file.stored, file.uri, hashes);
          source.once('error', (error) => hashed.destroy(error));
          hashed.once('error', fail);
          callback(null, source.pipe(hashed));
        })
        .catch((error: unknown) => {
          fail(error);
          callback(error, Readable.from([]));
        });
    });
  }
  // read by yazl only after every file before it streamed through, so every hash is known by then
  zip.addReadStreamLazy(MANIFEST_FILE_NAME, { ...ENTRY, compress: true }, (callback) => {
    const text = [...hashes.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, sha]) => `${sha}  ${name}\n`)
      .join('');
    resolveManifest(text);
    callback(null, Readable.from([Buffer.from(text, 'utf8')]));
  });
  zip.end({ forceZip64Format: false, comment: '' });
  zip.on('error', fail);
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(output);
  return { ok: true, xml: prepared.xml, sha256: prepared.sha256, stream: output, manifest };
}
