// Where each file of a delivery goes (DDEX ERN "Release-by-Release" choreography): a batch folder
// named by its UTC instant, a folder per release holding <ICPN>.xml and its resources under the
// names the message gives them, and BatchComplete_<batchId>.xml written last. The manifest lists
// each message file with its SHA-256; the channel ingests a batch only once the manifest is there.
import type { MessagePlan } from '../ddex/plan';
import { XmlWriter } from '../ddex/xmlWriter';

/** The manifest's own namespace: a ManifestMessage-like document kept small (documented above). */
export const BATCH_MANIFEST_NAMESPACE = 'urn:rights-partner-portal:distribution:batch-manifest:1';

export type BatchFileRole = 'resource' | 'message' | 'manifest';

export interface PlannedFile {
  /** POSIX, relative to the batch folder */
  path: string;
  role: BatchFileRole;
  sizeBytes: number;
  sha256: string;
  /** the stored file the bytes come from; null for the message and the manifest */
  sourceFileId: string | null;
}

/** A file name safe on any channel's disk (an ICPN is digits once checked). */
function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function releaseDirOf(icpn: string, releaseRef: string): string {
  return safeName(icpn === '' ? releaseRef : icpn);
}

export function manifestFileName(batchId: string): string {
  return `BatchComplete_${batchId}.xml`;
}

/** Every resource the message names, once, as a path in the batch (sorted: a stable order). */
export function plannedResources(plan: MessagePlan, releaseDir: string): PlannedFile[] {
  const files = [
    ...(plan.cover === null ? [] : [plan.cover]),
    ...plan.tracks.flatMap((t) => [
      ...(t.audio === null ? [] : [t.audio]),
      ...(t.immersive === null ? [] : [t.immersive]),
      ...t.lyrics,
    ]),
  ];
  const byPath = new Map<string, PlannedFile>();
  for (const f of files)
    byPath.set(`${releaseDir}/${f.uri}`, {
      path: `${releaseDir}/${f.uri}`,
      role: 'resource',
      sizeBytes: f.stored.sizeBytes,
      sha256: f.stored.sha256.toLowerCase(),
      sourceFileId: f.stored.fileId,
    });
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export interface ManifestEntry {
  messageType: 'NewReleaseMessage' | 'PurgeReleaseMessage';
  messageId: string;
  /** path of the message file in the batch */
  path: string;
  icpn: string;
  sizeBytes: number;
  sha256: string;
  /** NewReleaseDelivery, or TakedownDelivery for end-dated deals and purges */
  deliveryType: 'NewReleaseDelivery' | 'TakedownDelivery';
}

export function buildBatchManifest(input: {
  batchId: string;
  senderDpid: string;
  recipientDpid: string;
  createdAt: string;
  entries: readonly ManifestEntry[];
}): string {
  const w = new XmlWriter();
  w.el(
    'ManifestMessage',
    [
      ['xmlns', BATCH_MANIFEST_NAMESPACE],
      ['BatchId', input.batchId],
    ],
    () => {
      w.el('MessageSender', undefined, () => w.text('PartyId', input.senderDpid));
      w.el('MessageRecipient', undefined, () => w.text('PartyId', input.recipientDpid));
      w.text('MessageCreatedDateTime', input.createdAt);
      w.text('NumberOfMessages', input.entries.length);
      for (const e of input.entries)
        w.el('MessageInBatch', undefined, () => {
          w.text('MessageType', e.messageType);
          w.text('MessageId', e.messageId);
          w.text('URL', e.path);
          w.el('IncludedReleaseId', undefined, () => w.text('ICPN', e.icpn));
          w.text('DeliveryType', e.deliveryType);
          w.text('FileSize', e.sizeBytes);
          w.el('HashSum', undefined, () => {
            w.text('Algorithm', 'SHA-256');
            w.text('HashSumValue', e.sha256);
          });
        });
    },
  );
  return w.toString();
}
