// A distribution channel as the back office writes it: names, DDEX party, what it accepts and how
// it is reached. Secrets (an SFTP key or password) travel only inward: the save carries them, no
// view does. Every refusal is a validation code (`validation.<code>`), worded by the catalogues.
import { z } from 'zod';
import { isTerritory } from '../contracts/contract';
import { DEAL_USAGES, TAKEDOWN_STYLES } from '../ddex/bundle';
import { cleanDpid, validateDpid } from '../identifiers/dpid';
import type { ChannelCapabilities } from './allowedChannels';

export const ChannelLimits = {
  textMax: 100,
  codeMax: 40,
  pathMax: 500,
  hostMax: 253,
  secretMax: 16_384,
  territoriesMax: 260,
  ackPollMinSeconds: 10,
  ackPollMaxSeconds: 86_400,
} as const;

export const CHANNEL_RULE_CODES = [
  'channel-code',
  'channel-name-required',
  'channel-dpid',
  'channel-dpid-check',
  'channel-territory',
  'channel-usage-required',
  'channel-remote-path',
  'channel-host',
  'channel-port',
  'channel-host-key',
  'channel-ack-poll',
] as const;
export type ChannelRuleCode = (typeof CHANNEL_RULE_CODES)[number];

/** POSIX, relative, no `..` or empty step: a channel's folders stay inside what it was given. */
export function isRelativeRemotePath(path: string): boolean {
  if (path === '') return true;
  if (path.startsWith('/') || path.includes('\\') || path.includes('\0')) return false;
  return path.split('/').every((step) => step !== '' && step !== '.' && step !== '..');
}

/** An SFTP server's folder: absolute (`/upload/incoming`) or relative to the login's home. */
export function isSftpRemotePath(path: string): boolean {
  return isRelativeRemotePath(path.startsWith('/') ? path.slice(1) : path);
}

const required = (max: number, code: ChannelRuleCode) =>
  z.string().trim().min(1, { message: code }).max(max);
const remotePath = z
  .string()
  .trim()
  .max(ChannelLimits.pathMax)
  .refine(isRelativeRemotePath, { message: 'channel-remote-path' });

export const channelCapabilitiesSchema = z.object({
  usages: z.array(z.enum(DEAL_USAGES)).min(1, { message: 'channel-usage-required' }).max(10),
  territories: z
    .array(z.string().trim().refine(isTerritory, { message: 'channel-territory' }))
    .min(1, { message: 'channel-territory' })
    .max(ChannelLimits.territoriesMax),
  spatialAudio: z.boolean(),
  lyrics: z.boolean(),
  takedownStyle: z.enum(TAKEDOWN_STYLES),
}) satisfies z.ZodType<ChannelCapabilities>;

/** A SHA-256 host key fingerprint as OpenSSH prints it (`SHA256:` + 43 base64 characters). */
const HOST_KEY = /^SHA256:[A-Za-z0-9+/]{43}=?$/;

export const channelEndpointSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('folder'),
    /** under the server's DATA_DIR/deliveries; '' is that folder itself */
    folder: remotePath,
  }),
  z.object({
    kind: z.literal('sftp'),
    host: z
      .string()
      .trim()
      .min(1, { message: 'channel-host' })
      .max(ChannelLimits.hostMax)
      .regex(/^[A-Za-z0-9.:[\]-]+$/, { message: 'channel-host' }),
    port: z
      .number()
      .int({ message: 'channel-port' })
      .min(1, { message: 'channel-port' })
      .max(65535, { message: 'channel-port' }),
    username: required(ChannelLimits.textMax, 'channel-name-required'),
    remoteRoot: z
      .string()
      .trim()
      .max(ChannelLimits.pathMax)
      .refine(isSftpRemotePath, { message: 'channel-remote-path' }),
    hostKeySha256: z.string().trim().regex(HOST_KEY, { message: 'channel-host-key' }),
  }),
]);
export type ChannelEndpoint = z.infer<typeof channelEndpointSchema>;

export const channelFieldsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: 'channel-code' })
    .max(ChannelLimits.codeMax, { message: 'channel-code' })
    .regex(/^[a-z0-9][a-z0-9-]*$/i, { message: 'channel-code' }),
  nameZh: required(ChannelLimits.textMax, 'channel-name-required'),
  nameEn: required(ChannelLimits.textMax, 'channel-name-required'),
  /**
   * The channel's DDEX party id, stored in message form: the display form (PA-DPIDA-…-C) and lower
   * case are accepted and cleaned; shape and ISO 7064 MOD 37,36 check character as in
   * identifiers/dpid.ts.
   */
  dpid: z
    .string()
    .overwrite(cleanDpid)
    .superRefine((value, ctx) => {
      const code = validateDpid(value);
      if (code === null) return;
      ctx.addIssue({
        code: 'custom',
        message: code === 'dpid-check-character' ? 'channel-dpid-check' : 'channel-dpid',
      });
    }),
  logoFileId: z.uuid().nullable(),
  capabilities: channelCapabilitiesSchema,
  endpoint: channelEndpointSchema,
  /** where acknowledgements appear, relative to the remote root; '' = beside each message */
  ackFolder: remotePath,
  ackPollSeconds: z
    .number()
    .int({ message: 'channel-ack-poll' })
    .min(ChannelLimits.ackPollMinSeconds, { message: 'channel-ack-poll' })
    .max(ChannelLimits.ackPollMaxSeconds, { message: 'channel-ack-poll' }),
  enabled: z.boolean(),
});
export type ChannelFields = z.infer<typeof channelFieldsSchema>;

/** Write-only: a save that leaves it out keeps the sealed secret already stored. */
export const channelSecretSchema = z
  .object({
    privateKey: z.string().max(ChannelLimits.secretMax).optional(),
    password: z.string().max(ChannelLimits.secretMax).optional(),
  })
  .strict();
export type ChannelSecret = z.infer<typeof channelSecretSchema>;

export const channelAddSchema = z.object({
  fields: channelFieldsSchema,
  secret: channelSecretSchema.optional(),
});
export const channelUpdateSchema = channelAddSchema.extend({ id: z.uuid() });
export const channelIdSchema = z.object({ id: z.uuid() });

/** What any route answers about a channel: never its secret, only whether one is stored. */
export interface ChannelView {
  id: string;
  fields: ChannelFields;
  hasSecret: boolean;
  createdAt: string;
  updatedAt: string;
}

export const CHANNEL_PATHS = {
  list: '/backoffice/channel/list',
  add: '/backoffice/channel/add',
  update: '/backoffice/channel/update',
  get: '/backoffice/channel/get',
} as const;

/**
 * A channel's logo as an <img> reads it: an image element sends no session header, so the route is
 * public and serves only a file some channel names as its logo (a DSP's logo is no secret).
 */
export function channelLogoUrl(fileId: string): string {
  return `/api/distribution/channel_logo/${fileId}`;
}
