import { describe, expect, it } from 'vitest';
import type { ChannelView } from '../../domain/distribution/channel';
import { draftOf, parseDraft, type ChannelDraft } from './channelDraft';

const KEY = `SHA256:${'A'.repeat(43)}`;

function sftpDraft(patch: Partial<ChannelDraft> = {}): ChannelDraft {
  return {
    ...draftOf(null),
    code: 'east',
    nameZh: '东方音乐',
    nameEn: 'East Music',
    dpid: 'PADPIDA2026EAST013',
    territories: 'CN, HK',
    host: 'sftp.east.example',
    username: 'portal',
    remoteRoot: '/upload',
    hostKeySha256: KEY,
    ...patch,
  };
}

describe('parseDraft', () => {
  it('turns a complete SFTP draft into the route input, territories split', () => {
    const parsed = parseDraft(sftpDraft({ privateKey: 'KEY' }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.input.fields.capabilities.territories).toEqual(['CN', 'HK']);
    expect(parsed.input.fields.endpoint).toEqual({
      kind: 'sftp',
      host: 'sftp.east.example',
      port: 22,
      username: 'portal',
      remoteRoot: '/upload',
      hostKeySha256: KEY,
    });
    expect(parsed.input.secret).toEqual({ privateKey: 'KEY' });
  });

  it('sends no secret when none was typed, so the stored one is kept', () => {
    const parsed = parseDraft(sftpDraft());
    expect(parsed.ok && parsed.input.secret).toBeUndefined();
  });

  it('names each refused field with the shared rule code', () => {
    const parsed = parseDraft(
      sftpDraft({
        code: 'bad code',
        dpid: 'X',
        port: 'abc',
        hostKeySha256: 'nope',
        territories: 'XX',
        usages: [],
        ackPollSeconds: '1',
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      issues: {
        code: 'channel-code',
        dpid: 'channel-dpid',
        port: 'channel-port',
        hostKeySha256: 'channel-host-key',
        territories: 'channel-territory',
        usages: 'channel-usage-required',
        ackPollSeconds: 'channel-ack-poll',
      },
    });
  });

  it('checks only the folder of a folder channel', () => {
    const parsed = parseDraft(sftpDraft({ endpointKind: 'folder', folder: '../x', host: '' }));
    expect(parsed).toEqual({ ok: false, issues: { folder: 'channel-remote-path' } });
  });

  it('checks the DDEX party id: shape, then its ISO 7064 MOD 37,36 check character', () => {
    const issueOf = (dpid: string) => {
      const parsed = parseDraft(sftpDraft({ dpid }));
      return parsed.ok ? null : parsed.issues.dpid;
    };
    expect(issueOf('PADPIDA2026EAST01')).toBe('channel-dpid'); // no check character
    expect(issueOf('PADPIDA2026EAST')).toBe('channel-dpid'); // the shape accepted until now
    expect(issueOf('PADPIDA2026EAST01X')).toBe('channel-dpid-check');
    expect(issueOf('PADPIDA2011072101Y')).toBe('channel-dpid-check'); // Spotify's, last character wrong
    expect(issueOf('PADPIDA2011072101T')).toBeNull();
  });

  it('takes a DDEX party id in its display form and keeps the message form', () => {
    const parsed = parseDraft(sftpDraft({ dpid: ' pa-dpida-2011072101-t ' }));
    expect(parsed.ok && parsed.input.fields.dpid).toBe('PADPIDA2011072101T');
  });

  it('reads a stored channel back without its secret', () => {
    const view: ChannelView = {
      id: '00000000-0000-4000-8000-000000000001',
      fields: {
        code: 'demo-music',
        nameZh: '演示音乐',
        nameEn: 'Demo Music',
        dpid: 'PADPIDA2026DEMO019',
        logoFileId: null,
        capabilities: {
          usages: ['subscriptionStream'],
          territories: ['Worldwide'],
          spatialAudio: false,
          lyrics: true,
          takedownStyle: 'noDeals',
        },
        endpoint: { kind: 'folder', folder: 'demo-music' },
        ackFolder: 'acks',
        ackPollSeconds: 60,
        enabled: true,
      },
      hasSecret: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const draft = draftOf(view);
    expect(draft).toMatchObject({ folder: 'demo-music', privateKey: '', hasSecret: true });
    expect(parseDraft(draft).ok).toBe(true);
  });

  it('carries the logo: a stored one is kept, a new one is sent, a removed one is null', () => {
    const logo = '00000000-0000-4000-8000-0000000000aa';
    const fresh = '00000000-0000-4000-8000-0000000000bb';
    const inputOf = (draft: ChannelDraft) => {
      const parsed = parseDraft(draft);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      return parsed.input.fields.logoFileId;
    };
    expect(draftOf(null).logoFileId).toBeNull();
    expect(inputOf(sftpDraft({ logoFileId: logo }))).toBe(logo);
    expect(inputOf(sftpDraft({ logoFileId: fresh }))).toBe(fresh);
    expect(inputOf(sftpDraft({ logoFileId: null }))).toBeNull();
    expect(parseDraft(sftpDraft({ logoFileId: 'not-a-file-id' })).ok).toBe(false);
  });
});
