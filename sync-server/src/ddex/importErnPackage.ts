// Staff upload an ERN 4.3 NewReleaseMessage, bare or zipped with its resources, and get an import
// plan: the domain reads the message, libxml2 adds the schema's errors with their lines, and for a
// zip every file the message names is found, hashed and checked. Nothing is written here; hostile
// input (not XML, a DOCTYPE, another namespace, 200 MB, a zip bomb) is refused with a code.
import { open, readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { Entry } from 'yauzl';
import {
  ddexError,
  ddexWarning,
  hasErrors,
  parseNewReleaseMessage,
  XmlReadLimits,
  type DdexProblem,
  type ImportContext,
  type ImportPlan,
} from '../../../src/domain/ddex';
import { hashEntry, listZip, readEntryBytes, ZipLimits } from './readZip';
import { validateErn } from './validateErn';

export const ImportLimits = {
  /** the message itself, bare or inside a zip (XmlReadLimits counts characters; a byte is at most one) */
  maxXmlBytes: XmlReadLimits.maxChars,
  /** an upload: a zip holds no more than its entries together (stored audio barely deflates) */
  maxUploadBytes: ZipLimits.maxTotalBytes,
} as const;

export interface PackageFile {
  /** the path inside the zip */
  entryName: string;
  /** the URI the message gives it */
  uri: string;
  sha256: string;
  sizeBytes: number;
}

export interface ImportedPackage {
  kind: 'xml' | 'zip';
  plan: ImportPlan;
  /** the zip's files the message names, hashed (empty for a bare message) */
  files: PackageFile[];
}

const refused = (kind: ImportedPackage['kind'], problem: DdexProblem): ImportedPackage => ({
  kind,
  files: [],
  plan: {
    isImportable: false,
    messageId: null,
    senderDpid: null,
    senderName: null,
    album: null,
    tracks: [],
    artists: [],
    recordCompanies: [],
    files: [],
    deals: null,
    problems: [problem],
  },
});

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 3 || bytes[2] === 5) &&
    (bytes[3] === 4 || bytes[3] === 6)
  );
}

/** UTF-8 (with or without BOM) or UTF-16 with its BOM; the declaration is rewritten to match the string. */
function decodeXml(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; problem: DdexProblem } {
  let label = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
  let text: string;
  try {
    text = new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: ddexError('encoding-unsupported', undefined, 1) };
  }
  const declared = /^\uFEFF?<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/
    .exec(text)?.[1]
    ?.toLowerCase();
  if (
    declared !== undefined &&
    !['utf-8', 'utf8', 'utf-16', 'utf-16le', 'utf-16be'].includes(declared)
  )
    return { ok: false, problem: ddexError('encoding-unsupported', { encoding: declared }, 1) };
  // the string is decoded now: libxml2 must not decode it a second time by the declared name
  return {
    ok: true,
    text: text
      .replace(/^\uFEFF/, '')
      .replace(/^(<\?xml[^>]*?encoding\s*=\s*["'])[^"']+(["'])/, '$1UTF-8$2'),
  };
}

/** The domain refused the document itself (not a NewReleaseMessage at all): libxml2 never sees it. */
const REFUSALS = new Set([
  'not-xml',
  'doctype-refused',
  'too-large',
  'too-deep',
  'wrong-namespace',
  'wrong-message',
  'encoding-unsupported',
]);
const isRefused = (plan: ImportPlan) => plan.problems.some((p) => REFUSALS.has(p.code));

function withSchema(text: string, context: ImportContext | undefined): ImportPlan {
  const plan = parseNewReleaseMessage(text, context);
  if (isRefused(plan)) return plan;
  const validation = validateErn(text);
  if (validation.valid) return plan;
  const problems = [
    ...plan.problems,
    ...validation.errors.map((e) => ddexError('schema-error', { detail: e.message }, e.line)),
  ];
  return { ...plan, problems, isImportable: false };
}

async function importZip(
  source: Uint8Array | { path: string },
  context: ImportContext | undefined,
): Promise<ImportedPackage> {
  const listing = await listZip(source);
  if (!listing.ok) return refused('zip', listing.problem);
  const { zip, entries } = listing;
  try {
    const files = entries.filter(
      (e) => !e.fileName.endsWith('/') && !e.fileName.startsWith('__MACOSX/'),
    );
    const messages = files.filter((e) => e.fileName.toLowerCase().endsWith('.xml'));
    if (messages.length === 0) return refused('zip', ddexError('zip-no-message'));
    if (messages.length > 1)
      return refused('zip', ddexError('zip-several-messages', { count: messages.length }));
    const messageEntry = messages[0] as Entry;
    const read = await readEntryBytes(zip, messageEntry, ImportLimits.maxXmlBytes);
    if (!read.ok) return refused('zip', read.problem);
    const decoded = decodeXml(read.bytes);
    if (!decoded.ok) return refused('zip', decoded.problem);
    const plan = withSchema(decoded.text, context);
    if (isRefused(plan)) return { kind: 'zip', plan, files: [] };
    const base = posix.dirname(messageEntry.fileName);
    const byName = new Map(files.map((e) => [e.fileName, e]));
    const problems: DdexProblem[] = [];
    const found: PackageFile[] = [];
    const named = new Set<string>([messageEntry.fileName]);
    for (const file of plan.files) {
      const entryName = posix.normalize(
        posix.join(base === '.' ? '' : base, file.uri.replace(/^file:\/\//, '')),
      );
      const entry = byName.get(entryName);
      if (entry === undefined) {
        problems.push(ddexError('resource-missing', { uri: file.uri }, file.line));
        continue;
      }
      named.add(entryName);
      const hashed = await hashEntry(zip, entry);
      if (!hashed.ok) return refused('zip', hashed.problem);
      if (file.sha256 !== null && file.sha256 !== hashed.sha256)
        problems.push(ddexError('hash-mismatch', { uri: file.uri }, file.line));
      found.push({ entryName, uri: file.uri, sha256: hashed.sha256, sizeBytes: hashed.sizeBytes });
    }
    for (const e of files)
      if (!named.has(e.fileName) && !/manifest/i.test(posix.basename(e.fileName)))
        problems.push(ddexWarning('resource-unused', { entry: e.fileName }));
    const all = [...plan.problems, ...problems];
    return {
      kind: 'zip',
      files: found,
      plan: { ...plan, problems: all, isImportable: !hasErrors(all) },
    };
  } finally {
    zip.close();
  }
}

const tooLarge = () =>
  refused('xml', ddexError('too-large', { maxMb: ImportLimits.maxXmlBytes / 1024 / 1024 }));

export async function importErnPackage(
  bytes: Uint8Array,
  context?: ImportContext,
): Promise<ImportedPackage> {
  if (isZip(bytes)) return importZip(bytes, context);
  if (bytes.length > ImportLimits.maxXmlBytes) return tooLarge();
  return importXml(bytes, context);
}

/**
 * The same from an upload kept on disk: a zip is read from the file (its central directory, then
 * entry by entry), a bare message is read into memory only when within the XML limit.
 */
export async function importErnPackageFile(
  path: string,
  context?: ImportContext,
): Promise<ImportedPackage> {
  const handle = await open(path, 'r');
  let head: Uint8Array;
  let size: number;
  try {
    size = (await handle.stat()).size;
    const buffer = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buffer, 0, 4, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (isZip(head)) return importZip({ path }, context);
  if (size > ImportLimits.maxXmlBytes) return tooLarge();
  return importXml(await readFile(path), context);
}

function importXml(bytes: Uint8Array, context: ImportContext | undefined): ImportedPackage {
  const decoded = decodeXml(bytes);
  if (!decoded.ok) return refused('xml', decoded.problem);
  const plan = withSchema(decoded.text, context);
  // a bare message: its files follow in another upload, so their absence is noted, not fatal
  const notes = plan.files.map((f) => ddexWarning('resource-missing', { uri: f.uri }, f.line));
  return { kind: 'xml', files: [], plan: { ...plan, problems: [...plan.problems, ...notes] } };
}
