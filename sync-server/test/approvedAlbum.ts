// The set-up the delivery contract suites share: the demo partner's approved album (its objects
// restored into the suite's store so a batch can read them), a deliveries folder of the suite's own,
// a delivery job runner on the suite's clock, and the channel's side: an acknowledgement file
// written into the folder, read by a poll a moment later.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TestClock } from '../src/clock';
import { DEMO_ORGANISATIONS } from '../src/demo/logins';
import { pollAcknowledgements } from '../src/distribution/ackPollJob';
import type { AlbumChannelState } from '../src/distribution/albumChannelStore';
import type { BatchSummary } from '../src/distribution/batchStore';
import { insertChannel } from '../src/distribution/channelStore';
import { deliveryHandler } from '../src/distribution/deliveryJob';
import type { RequestKind } from '../src/distribution/requestAnswers';
import { requestDelivery } from '../src/distribution/requestDelivery';
import { createJobRunner, type JobRunner } from '../src/jobs/runner';
import type { ObjectStore } from '../src/storage/objectStore';
import { channelFields } from './contract/distributionStore';
import { restoreDemoObjects } from './demoObjects';
import type { TestApp } from './testApp';

export const DELIVERY_SECRET = 'test-signing-secret-0123456789abcdef';
/** The seed's approved album (12) of the demo partner, complete enough to deliver. */
export const APPROVED_ALBUM = '城市夜色';
const HOUR = 3_600_000;

/** The channel's "received, fine" answer to a batch, as the test channel writes it. */
export const fileOk = (batch: BatchSummary): string =>
  `<?xml version="1.0"?><FtpAcknowledgementMessage><AcknowledgedFile><FileName>${batch.releaseDir}.xml</FileName><FileStatus>FileOK</FileStatus></AcknowledgedFile></FtpAcknowledgementMessage>`;

export interface ApprovedAlbum {
  readonly orgId: string;
  /** the approved album's id */
  readonly albumId: string;
  /** every album of the demo partner, by name */
  readonly albums: Readonly<Record<string, string>>;
  /** the folder the folder channels' `folder` is under */
  readonly deliveries: string;
  /** a delivery job runner on the suite's clock, reading objects from `store` (the app's by default) */
  runner(store?: ObjectStore): JobRunner;
  /** a channel of the test's own that delivers into `deliveries/<folder>`; returns its id */
  folderChannel(code: string, folder: string): Promise<string>;
  /** the album's current version */
  version(albumId?: string): Promise<number>;
  /** a request on the album's current version to the channels named */
  request(
    channelIds: readonly string[],
    kind?: RequestKind,
    albumId?: string,
  ): Promise<AlbumChannelState[]>;
  /** the channel's answer to `batch`, written where the poll reads it (FileOK unless `xml` says) */
  answer(folder: string, batch: BatchSummary, xml?: string): void;
  /** moves the clock on by `advanceMs` and reads every channel's answers; returns how many moved */
  poll(advanceMs?: number): Promise<number>;
}

/**
 * Registers the set-up (beforeAll, after `ctx`'s own) and clean-up of the approved demo album in a
 * describe block. The values are read once the block's tests run.
 */
export function useApprovedAlbum(
  ctx: () => TestApp,
  clock: TestClock,
  folderPrefix: string,
): ApprovedAlbum {
  let deliveries = '';
  let orgId = '';
  const albums: Record<string, string> = {};

  beforeAll(async () => {
    deliveries = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
    const { db, store } = ctx();
    await restoreDemoObjects(db, store);
    orgId = (
      await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
        DEMO_ORGANISATIONS.partner.name,
      ])
    ).rows[0].id;
    const { rows } = await db.query<{ id: string; name: string }>(
      `SELECT id, data ->> 'name' AS name FROM albums WHERE org_id = $1`,
      [orgId],
    );
    for (const r of rows) albums[r.name] = r.id;
    if (albums[APPROVED_ALBUM] === undefined) throw new Error(`no demo album ${APPROVED_ALBUM}`);
  });
  afterAll(() => rmSync(deliveries, { recursive: true, force: true }));

  const version = async (albumId = albums[APPROVED_ALBUM]) =>
    (
      await ctx().db.query<{ version: number }>(
        'SELECT version::int AS version FROM albums WHERE id = $1',
        [albumId],
      )
    ).rows[0].version;

  return {
    get orgId() {
      return orgId;
    },
    get albumId() {
      return albums[APPROVED_ALBUM];
    },
    albums,
    get deliveries() {
      return deliveries;
    },
    runner: (store = ctx().store) =>
      createJobRunner({
        db: ctx().db,
        clock,
        handlers: [
          deliveryHandler({
            db: ctx().db,
            store,
            secret: DELIVERY_SECRET,
            deliveriesDir: deliveries,
          }),
        ],
        random: () => 0,
      }),
    folderChannel: async (code, folder) =>
      (
        await insertChannel(
          ctx().db,
          { fields: channelFields(code, { endpoint: { kind: 'folder', folder } }) },
          DELIVERY_SECRET,
          clock.now(),
        )
      ).id,
    version,
    request: async (channelIds, kind = 'release', albumId = albums[APPROVED_ALBUM]) =>
      requestDelivery(ctx().db, clock, {
        orgId,
        albumId,
        albumVersion: await version(albumId),
        channelIds,
        kind,
      }),
    answer(folder, batch, xml = fileOk(batch)) {
      writeFileSync(
        path.join(
          deliveries,
          folder,
          batch.batchId,
          batch.releaseDir,
          `ACK_${batch.releaseDir}.xml`,
        ),
        xml,
      );
    },
    async poll(advanceMs = HOUR) {
      clock.advance(advanceMs);
      const run = await pollAcknowledgements(
        { db: ctx().db, secret: DELIVERY_SECRET, deliveriesDir: deliveries },
        () => clock.now(),
      );
      return run.moved;
    },
  };
}
