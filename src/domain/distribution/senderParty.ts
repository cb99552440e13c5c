// Who this install is in DDEX messages (issue 27, "Who we are, configured"): the MessageSender of
// every message sent to a channel, and of the offline package. A setting of the install, written by
// staff (a staff screen is still to come; the server store is sync-server/src/distribution/
// senderSetting.ts); the demo writes a test DPID allocated to no one. The DPID is checked like a
// channel's (identifiers/dpid.ts): shape and ISO 7064 MOD 37,36 check character, stored in message
// form. Every refusal is a validation code (`validation.<code>`), worded by the catalogues.
import { z } from 'zod';
import { cleanDpid, validateDpid } from '../identifiers/dpid';

export const SenderPartyLimits = { nameMax: 100 } as const;

export const SENDER_PARTY_CODES = [
  'dpid-format',
  'dpid-check-character',
  'sender-name-required',
] as const;
export type SenderPartyCode = (typeof SENDER_PARTY_CODES)[number];

export const senderPartySchema = z.object({
  /** the install's DDEX party id, message form (PADPIDA + 10 + check character) */
  dpid: z
    .string()
    .overwrite(cleanDpid)
    .superRefine((value, ctx) => {
      const code = validateDpid(value);
      if (code !== null) ctx.addIssue({ code: 'custom', message: code });
    }),
  /** the name registered with that DPID (MessageSender/PartyName/FullName) */
  name: z
    .string()
    .trim()
    .min(1, { message: 'sender-name-required' })
    .max(SenderPartyLimits.nameMax, { message: 'sender-name-required' }),
});
export type SenderParty = z.infer<typeof senderPartySchema>;

/**
 * The demo's sender: PADPIDA + "2026DEMO02" + its check character, a test DPID (letters in the
 * party number keep it apart from the registry's DPIDs, all digits in every published one; the
 * demo channel is PADPIDA2026DEMO019). Only the demo writes it.
 */
export const DEMO_SENDER_PARTY: SenderParty = {
  dpid: 'PADPIDA2026DEMO027',
  name: 'Rights Partner Portal (demo)',
};
