// The demo's distribution channel (DEMO=1): "Demo Music", reached through a local folder under
// DATA_DIR/deliveries, so an approved demo album can be distributed with no SFTP server. Written
// through the staff editor's schema; runs on every start and keeps a channel of that code.
import { channelFieldsSchema, type ChannelFields } from '../../../src/domain/distribution/channel';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { insertChannel, isChannelCodeTaken } from '../distribution/channelStore';

export const DEMO_CHANNEL_CODE = 'demo-music';

const DEMO_CHANNEL: ChannelFields = channelFieldsSchema.parse({
  code: DEMO_CHANNEL_CODE,
  nameZh: '演示音乐（本地文件夹）',
  nameEn: 'Demo Music (local folder)',
  // a test DPID: PADPIDA + 2026DEMO01 + its MOD 37,36 check character; letters in the party
  // number keep it apart from the registry's DPIDs (all digits in every published one)
  dpid: 'PADPIDA2026DEMO019',
  logoFileId: null,
  capabilities: {
    usages: ['subscriptionStream', 'adSupportedStream', 'permanentDownload'],
    territories: ['Worldwide'],
    spatialAudio: true,
    lyrics: true,
    takedownStyle: 'endDatedDeals',
  },
  endpoint: { kind: 'folder', folder: DEMO_CHANNEL_CODE },
  ackFolder: '',
  // a local folder is cheap to read: as often as a channel may be read (the e2e run waits on it)
  ackPollSeconds: 10,
  enabled: true,
});

/** Adds the demo channel unless a channel has its code; returns its id when it added it. */
export async function seedDemoChannel(db: Db, clock: Clock): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (await isChannelCodeTaken(tx, DEMO_CHANNEL_CODE, null)) return null;
    // a folder channel has no secret to seal: the signing secret is not needed here
    const view = await insertChannel(tx, { fields: DEMO_CHANNEL }, '', clock.now());
    return view.id;
  });
}
