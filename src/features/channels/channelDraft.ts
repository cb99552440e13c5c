// The channel form's state and its way to the server's input: text fields as typed, parsed with the
// shared zod rules (src/domain/distribution/channel.ts) so the form and the route refuse the same
// things with the same codes. A secret is sent only when typed: empty keeps the stored one.
import type { DealUsage, TakedownStyle } from '../../domain/ddex/bundle';
import {
  CHANNEL_RULE_CODES,
  channelAddSchema,
  type ChannelRuleCode,
  type ChannelView,
} from '../../domain/distribution/channel';

export interface ChannelDraft {
  id: string | null;
  code: string;
  nameZh: string;
  nameEn: string;
  dpid: string;
  /** the logo's file id (an image the back office uploaded); null: none */
  logoFileId: string | null;
  usages: DealUsage[];
  /** territory codes separated by commas or spaces ("Worldwide" or CN, HK, ...) */
  territories: string;
  spatialAudio: boolean;
  lyrics: boolean;
  takedownStyle: TakedownStyle;
  endpointKind: 'folder' | 'sftp';
  folder: string;
  host: string;
  port: string;
  username: string;
  remoteRoot: string;
  hostKeySha256: string;
  ackFolder: string;
  ackPollSeconds: string;
  enabled: boolean;
  /** write-only: typed to set or replace; never filled from the server */
  privateKey: string;
  password: string;
  hasSecret: boolean;
}

export type DraftField = Exclude<keyof ChannelDraft, 'id' | 'hasSecret'>;

export function draftOf(view: ChannelView | null): ChannelDraft {
  const f = view?.fields;
  const endpoint = f?.endpoint;
  return {
    id: view?.id ?? null,
    code: f?.code ?? '',
    nameZh: f?.nameZh ?? '',
    nameEn: f?.nameEn ?? '',
    dpid: f?.dpid ?? '',
    logoFileId: f?.logoFileId ?? null,
    usages: [...(f?.capabilities.usages ?? ['subscriptionStream', 'adSupportedStream'])],
    territories: (f?.capabilities.territories ?? ['Worldwide']).join(', '),
    spatialAudio: f?.capabilities.spatialAudio ?? false,
    lyrics: f?.capabilities.lyrics ?? false,
    takedownStyle: f?.capabilities.takedownStyle ?? 'endDatedDeals',
    endpointKind: endpoint?.kind ?? 'sftp',
    folder: endpoint?.kind === 'folder' ? endpoint.folder : '',
    host: endpoint?.kind === 'sftp' ? endpoint.host : '',
    port: endpoint?.kind === 'sftp' ? String(endpoint.port) : '22',
    username: endpoint?.kind === 'sftp' ? endpoint.username : '',
    remoteRoot: endpoint?.kind === 'sftp' ? endpoint.remoteRoot : '',
    hostKeySha256: endpoint?.kind === 'sftp' ? endpoint.hostKeySha256 : '',
    ackFolder: f?.ackFolder ?? '',
    ackPollSeconds: String(f?.ackPollSeconds ?? 60),
    enabled: f?.enabled ?? true,
    privateKey: '',
    password: '',
    hasSecret: view?.hasSecret ?? false,
  };
}

/** A typed number, or NaN (which the schema refuses with the field's code). */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The field's own code when the schema's refusal is not one of ours (a NaN, a length). */
const FALLBACK: Partial<Record<DraftField, ChannelRuleCode>> = {
  code: 'channel-code',
  nameZh: 'channel-name-required',
  nameEn: 'channel-name-required',
  dpid: 'channel-dpid',
  usages: 'channel-usage-required',
  territories: 'channel-territory',
  folder: 'channel-remote-path',
  host: 'channel-host',
  port: 'channel-port',
  username: 'channel-name-required',
  remoteRoot: 'channel-remote-path',
  hostKeySha256: 'channel-host-key',
  ackFolder: 'channel-remote-path',
  ackPollSeconds: 'channel-ack-poll',
};

/** The draft field a schema path points at (fields.endpoint.host -> host). */
function fieldOf(path: readonly PropertyKey[]): DraftField | null {
  const [root, key, sub] = path;
  if (root !== 'fields') return null;
  if (key === 'capabilities') return typeof sub === 'string' ? (sub as DraftField) : null;
  if (key === 'endpoint') return typeof sub === 'string' ? (sub as DraftField) : null;
  return typeof key === 'string' ? (key as DraftField) : null;
}

const isRuleCode = (text: string): text is ChannelRuleCode =>
  (CHANNEL_RULE_CODES as readonly string[]).includes(text);

export type DraftIssues = Partial<Record<DraftField, ChannelRuleCode>>;

export function parseDraft(
  draft: ChannelDraft,
):
  | { ok: true; input: ReturnType<typeof channelAddSchema.parse> }
  | { ok: false; issues: DraftIssues } {
  const endpoint =
    draft.endpointKind === 'folder'
      ? { kind: 'folder' as const, folder: draft.folder }
      : {
          kind: 'sftp' as const,
          host: draft.host,
          port: numberOf(draft.port),
          username: draft.username,
          remoteRoot: draft.remoteRoot,
          hostKeySha256: draft.hostKeySha256,
        };
  const secret = {
    ...(draft.privateKey.trim() ? { privateKey: draft.privateKey } : {}),
    ...(draft.password ? { password: draft.password } : {}),
  };
  const parsed = channelAddSchema.safeParse({
    fields: {
      code: draft.code,
      nameZh: draft.nameZh,
      nameEn: draft.nameEn,
      dpid: draft.dpid,
      logoFileId: draft.logoFileId,
      capabilities: {
        usages: draft.usages,
        territories: draft.territories.split(/[\s,，、]+/).filter((t) => t !== ''),
        spatialAudio: draft.spatialAudio,
        lyrics: draft.lyrics,
        takedownStyle: draft.takedownStyle,
      },
      endpoint,
      ackFolder: draft.ackFolder,
      ackPollSeconds: numberOf(draft.ackPollSeconds),
      enabled: draft.enabled,
    },
    ...(Object.keys(secret).length > 0 ? { secret } : {}),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issues: DraftIssues = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field === null || issues[field] !== undefined) continue;
    const code = isRuleCode(issue.message) ? issue.message : FALLBACK[field];
    if (code) issues[field] = code;
  }
  return { ok: false, issues };
}
