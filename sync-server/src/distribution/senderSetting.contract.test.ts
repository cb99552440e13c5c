// The install's DDEX sender (issue 27, migration 087) on every database engine: the demo's test
// DPID is there after the seed and never replaces one already set; a staff write is checked by the
// DPID rule (shape, ISO 7064 MOD 37,36 check character) and stored in message form; a refused
// write changes nothing; a stored row that no longer passes reads as "not configured".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SENDER_PARTY } from '../../../src/domain/distribution/senderParty';
import { allBackends } from '../../test/backends';
import { createTestClock } from '../clock';
import { seedDemoSender } from '../demo/sender';
import { readSenderParty, writeSenderParty } from './senderSetting';

const AT = new Date('2026-11-29T08:00:00Z');

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`install DDEX sender on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    it('the demo sender is seeded once; staff writes are checked and kept in message form', async () => {
      const db = await backend.freshDb();
      try {
        expect(await readSenderParty(db)).toEqual(DEMO_SENDER_PARTY);
        expect(await seedDemoSender(db, createTestClock(AT))).toBe(false);

        const staff = await db.query<{ id: string }>(
          "SELECT id FROM users WHERE login_name = 'demo-staff'",
        );
        const by = staff.rows[0].id;
        // DDEX's own example (Knowledge Base, DPID registry) with its last character changed
        expect(
          await writeSenderParty(db, { dpid: 'PADPIDA2014122301R', name: 'Blue Tide' }, AT, by),
        ).toEqual({ ok: false, issues: [{ path: 'dpid', code: 'dpid-check-character' }] });
        expect(
          await writeSenderParty(db, { dpid: 'PADPIDA2014122301Q', name: ' ' }, AT, by),
        ).toEqual({ ok: false, issues: [{ path: 'name', code: 'sender-name-required' }] });
        expect(await readSenderParty(db)).toEqual(DEMO_SENDER_PARTY);

        const written = await writeSenderParty(
          db,
          { dpid: 'pa-dpida-2014122301-q', name: 'Blue Tide Music' },
          AT,
          by,
        );
        expect(written).toEqual({
          ok: true,
          written: true,
          sender: { dpid: 'PADPIDA2014122301Q', name: 'Blue Tide Music' },
        });
        const row = await db.query<{ updated_by: string }>(
          "SELECT updated_by FROM install_settings WHERE key = 'ddexSender'",
        );
        expect(row.rows[0].updated_by).toBe(by);
        // the demo seed on the next start leaves staff's sender alone
        expect(await seedDemoSender(db, createTestClock(AT))).toBe(false);
        expect(await readSenderParty(db)).toEqual(written.ok && written.sender);

        // a row written around the rule (the old hard-coded sender) is no sender at all
        await db.query(
          `UPDATE install_settings SET value = '{"dpid":"PADPIDA2025010101A","name":"x"}'
            WHERE key = 'ddexSender'`,
        );
        expect(await readSenderParty(db)).toBeNull();
        await db.query("DELETE FROM install_settings WHERE key = 'ddexSender'");
        expect(await readSenderParty(db)).toBeNull();
        expect(await seedDemoSender(db, createTestClock(AT))).toBe(true);
        expect(await readSenderParty(db)).toEqual(DEMO_SENDER_PARTY);
      } finally {
        await db.close();
      }
    });
  });
}
