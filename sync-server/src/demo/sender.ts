// The demo's DDEX sender (DEMO=1): a test DPID (DEMO_SENDER_PARTY), written once
// so the demo can distribute with no setup; a sender row already there is never replaced. A
// production install gets none: staff set theirs (issue 27).
import { DEMO_SENDER_PARTY } from '../../../src/domain/distribution/senderParty';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { writeSenderParty } from '../distribution/senderSetting';

/** Writes the demo sender unless a sender is set; true when it wrote it. */
export async function seedDemoSender(db: Queryable, clock: Clock): Promise<boolean> {
  const result = await writeSenderParty(db, DEMO_SENDER_PARTY, clock.now(), null, {
    onlyIfUnset: true,
  });
  return result.ok && result.written;
}
