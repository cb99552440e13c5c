import { describe, expect, it } from 'vitest';
import { validateDpid } from '../identifiers/dpid';
import { DEMO_SENDER_PARTY, SENDER_PARTY_CODES, senderPartySchema } from './senderParty';

const codesOf = (input: unknown) => {
  const parsed = senderPartySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('senderPartySchema', () => {
  it('takes a published DPID and a name, cleaned to the message form', () => {
    expect(
      senderPartySchema.parse({ dpid: ' pa-dpida-2014122301-q ', name: ' Blue Tide ' }),
    ).toEqual({
      dpid: 'PADPIDA2014122301Q',
      name: 'Blue Tide',
    });
  });
  it('refuses a wrong check character, a wrong shape and an empty name, each with its code', () => {
    expect(codesOf({ dpid: 'PADPIDA2014122301R', name: 'x' })).toEqual([
      'dpid:dpid-check-character',
    ]);
    // the sender the product hard-coded until now
    expect(codesOf({ dpid: 'PADPIDA2025010101A', name: 'x' })).toEqual([
      'dpid:dpid-check-character',
    ]);
    expect(codesOf({ dpid: 'PADPIDA2026DEMO01', name: 'x' })).toEqual(['dpid:dpid-format']);
    expect(codesOf({ dpid: 'PADPIDA2014122301Q', name: '  ' })).toEqual([
      'name:sender-name-required',
    ]);
    expect(codesOf({ dpid: 'PADPIDA2014122301Q', name: 'x'.repeat(101) })).toEqual([
      'name:sender-name-required',
    ]);
  });
  it('every code it gives is listed', () => {
    for (const c of ['dpid-format', 'dpid-check-character', 'sender-name-required'])
      expect(SENDER_PARTY_CODES).toContain(c);
  });
  it('the demo sender is a valid test DPID', () => {
    expect(validateDpid(DEMO_SENDER_PARTY.dpid)).toBeNull();
    expect(senderPartySchema.parse(DEMO_SENDER_PARTY)).toEqual(DEMO_SENDER_PARTY);
  });
});
