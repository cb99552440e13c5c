// The batch writer: builds a channel's message with the ERN builder (validated against the XSD by
// prepareMessage: a message that fails is never sent, and its problems are the answer), plans
// every file with its size and SHA-256, then writes resources, the message and the manifest LAST.
// A file already complete on the remote (same size and hash) is skipped, so a resumed batch never
// sends a file twice and never leaves one out; each resource's bytes are hashed as they stream and
// must equal the hash the message states.
import { createHash } from 'node:crypto';
import path from 'node:path/posix';
import { Readable, Transform } from 'node:stream';
import type { DdexProblem, ReleaseBundle, TakedownStyle } from '../../../src/domain/ddex';
import { planMessage } from '../../../src/domain/ddex/plan';
import {
  buildBatchManifest,
  manifestFileName,
  plannedResources,
  releaseDirOf,
  type PlannedFile,
} from '../../../src/domain/distribution/batchLayout';
import { prepareMessage } from '../ddex/prepareMessage';
import { TransportError, type DeliveryTransport } from './transport';

export interface PlannedBatch {
  batchId: string;
  releaseDir: string;
  /** path of the message in the batch: <releaseDir>/<ICPN>.xml */
  messageFile: string;
  messageXml: string;
  messageSha256: string;
  manifestXml: string;
  /** resources (sorted), then the message, then the manifest: the writing order */
  files: PlannedFile[];
}

export type BatchPlanResult =
  { ok: true; batch: PlannedBatch } | { ok: false; problems: DdexProblem[] };

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Plans a release (live deals) or a takedown (deals ended on `endDate`, or no deals: the channel's
 * style) of the bundle in batch `batchId`; `createdAt` is the manifest's instant (the clock's now).
 */
export function planBatch(input: {
  bundle: ReleaseBundle;
  batchId: string;
  createdAt: string;
  takedown: null | { style: TakedownStyle; endDate: string };
}): BatchPlanResult {
  const { bundle, batchId } = input;
  // a channel that takes purges is told to remove the release altogether
  const purge = input.takedown?.style === 'purge';
  const prepared = purge
    ? prepareMessage({
        kind: 'purge',
        input: { album: bundle.album, artists: bundle.artists, message: bundle.message },
      })
    : input.takedown
      ? prepareMessage({
          kind: 'takedown',
          bundle,
          style: input.takedown.style,
          endDate: input.takedown.endDate,
        })
      : prepareMessage({ kind: 'release', bundle });
  if (!prepared.ok) return { ok: false, problems: prepared.problems };
  const plan = planMessage(bundle);
  const releaseDir = releaseDirOf(plan.upc, bundle.album.id.replace(/-/g, ''));
  const messageFile = `${releaseDir}/${releaseDir}.xml`;
  const messageBytes = Buffer.from(prepared.xml, 'utf8');
  // a takedown by no deals names no resources: only the message goes
  const resources = input.takedown ? [] : plannedResources(plan, releaseDir);
  const manifestXml = buildBatchManifest({
    batchId,
    senderDpid: bundle.message.sender.dpid,
    recipientDpid: bundle.message.recipient.dpid,
    createdAt: input.createdAt,
    entries: [
      {
        messageType: purge ? 'PurgeReleaseMessage' : 'NewReleaseMessage',
        messageId: bundle.message.messageId,
        path: messageFile,
        icpn: plan.upc,
        sizeBytes: messageBytes.length,
        sha256: prepared.sha256,
        deliveryType: input.takedown ? 'TakedownDelivery' : 'NewReleaseDelivery',
      },
    ],
  });
  const manifestBytes = Buffer.from(manifestXml, 'utf8');
  return {
    ok: true,
    batch: {
      batchId,
      releaseDir,
      messageFile,
      messageXml: prepared.xml,
      messageSha256: prepared.sha256,
      manifestXml,
      files: [
        ...resources,
        {
          path: messageFile,
          role: 'message',
          sizeBytes: messageBytes.length,
          sha256: prepared.sha256,
          sourceFileId: null,
        },
        {
          path: manifestFileName(batchId),
          role: 'manifest',
          sizeBytes: manifestBytes.length,
          sha256: sha256(manifestBytes),
          sourceFileId: null,
        },
      ],
    },
  };
}

async function remoteHash(transport: DeliveryTransport, file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await transport.openRead(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Whether the remote already holds exactly these bytes (a finished file of an earlier run). */
async function isComplete(
  transport: DeliveryTransport,
  file: string,
  planned: PlannedFile,
): Promise<boolean> {
  const found = await transport.stat(file);
  if (found === null || found.isDirectory || found.size !== planned.sizeBytes) return false;
  return (await remoteHash(transport, file)) === planned.sha256;
}

/** Fails the stream when the bytes are not those the message states (a changed stored object). */
function checked(planned: PlannedFile): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = hash.digest('hex');
      done(
        actual === planned.sha256
          ? null
          : new TransportError(
              'other',
              `${planned.path}: hash ${actual}, the message states ${planned.sha256}`,
            ),
      );
    },
  });
}

export interface WriteBatchDeps {
  transport: DeliveryTransport;
  /** the stored bytes of a resource */
  openResource: (file: PlannedFile) => Promise<Readable>;
  /** the bytes of the files the writer made (message, manifest), by path */
  madeFiles: ReadonlyMap<string, Buffer>;
  /** called after each file is complete on the remote (written now or found there) */
  onComplete?: (file: PlannedFile, skipped: boolean) => Promise<void>;
}

/** Writes the batch's files in order under <batchId>/; returns the paths sent and those skipped. */
export async function writeBatchFiles(
  deps: WriteBatchDeps,
  batchId: string,
  files: readonly PlannedFile[],
): Promise<{ sent: string[]; skipped: string[] }> {
  const sent: string[] = [];
  const skipped: string[] = [];
  const dirs = new Set<string>();
  for (const file of files) {
    const remote = `${batchId}/${file.path}`;
    const dir = path.dirname(remote);
    if (!dirs.has(dir)) {
      await deps.transport.ensureDir(dir);
      dirs.add(dir);
    }
    if (await isComplete(deps.transport, remote, file)) {
      skipped.push(file.path);
      await deps.onComplete?.(file, true);
      continue;
    }
    let source: Readable;
    if (file.role === 'resource') source = await deps.openResource(file);
    else {
      const made = deps.madeFiles.get(file.path);
      if (!made) throw new Error(`no bytes for ${file.path}`);
      source = Readable.from([made]);
    }
    const opened = source;
    await deps.transport.writeFile(
      remote,
      () => {
        const check = checked(file);
        opened.once('error', (error) => check.destroy(error));
        return opened.pipe(check);
      },
      file.sizeBytes,
    );
    sent.push(file.path);
    await deps.onComplete?.(file, false);
  }
  return { sent, skipped };
}
