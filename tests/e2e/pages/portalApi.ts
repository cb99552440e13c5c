// The server as a test sees it through the /api contract: a device of its own (login, push, pull).
// Used to prepare data and to check what reached the server, never to do what the user under test does.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { clientWritableFields } from '../../../src/domain/catalogue/entities';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { completeGtin } from '../../../src/domain/identifiers';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import {
  SYNC_PROTOCOL_VERSION,
  type Op,
  type OpKind,
  type OpResult,
  type PullResponse,
  type PushResponse,
} from '../../../src/domain/sync/protocol';
import { createUuidV7 } from '../../../src/domain/sync/uuidv7';
import type { DemoUser } from './demoUsers';

type LooseRecord = Record<string, unknown>;
const nextOpId = createUuidV7(
  () => Date.now(),
  (n) => crypto.getRandomValues(new Uint8Array(n)),
);

/** CC-XXX-YY-NNNNN, random enough never to repeat: the server refuses an ISRC used before. */
function uniqueIsrc(): string {
  const pick = (chars: string, n: number) =>
    Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => chars[b % chars.length]).join('');
  return `CN${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 3)}26${pick('0123456789', 5)}`;
}

/** A valid UPC-A no other album holds (a DDEX message's ICPN): 11 random digits and their check. */
export function freshUpc(): string {
  return completeGtin(
    Array.from(crypto.getRandomValues(new Uint8Array(11)), (b) => String(b % 10)).join(''),
  );
}

interface Envelope<T> {
  state: boolean;
  msg: string;
  result: T;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  sign?: string,
  language = 'en',
): Promise<T> {
  const res = await request.post(path, {
    data,
    headers: { language, ...(sign ? { uvsign: sign } : {}) },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok() || !body.state) throw new Error(`${path} answered ${res.status()}: ${body.msg}`);
  return body.result;
}

export async function apiLogin(
  request: APIRequestContext,
  user: Pick<DemoUser, 'loginName' | 'password'>,
  /** the page language a login names becomes the account's (the language of its mails) */
  language = 'en',
): Promise<string> {
  const result = await post<{ sign: string }>(
    request,
    '/api/org/login.json',
    { loginName: user.loginName, password: user.password },
    undefined,
    language,
  );
  return result.sign;
}

/** A device of its own: numbers its ops, pushes them, and pulls everything into `records`. */
export class ApiDevice {
  readonly clientId = `e2e-${randomUUID()}`;
  private seq = 0;
  private cursor = 0;
  readonly records = new Map<string, LooseRecord>();

  private constructor(
    private readonly request: APIRequestContext,
    private readonly sign: string,
  ) {}

  static async logIn(
    request: APIRequestContext,
    user: Pick<DemoUser, 'loginName' | 'password'>,
  ): Promise<ApiDevice> {
    return new ApiDevice(request, await apiLogin(request, user));
  }

  async pullAll(): Promise<void> {
    for (;;) {
      const page = await post<PullResponse>(
        this.request,
        SYNC_PATHS.pull,
        { protocol: SYNC_PROTOCOL_VERSION, clientId: this.clientId, cursor: this.cursor },
        this.sign,
      );
      for (const change of page.changes) {
        if (change.record === null) this.records.delete(change.entityId);
        else this.records.set(change.entityId, change.record);
      }
      this.cursor = page.cursor;
      if (!page.hasMore) return;
    }
  }

  /** The pulled record with `id`; pulls first. */
  async record(id: string): Promise<LooseRecord | undefined> {
    await this.pullAll();
    return this.records.get(id);
  }

  async send(
    kind: OpKind,
    entity: EntityName,
    entityId: string,
    baseVersion: number | null,
    payload: LooseRecord,
  ): Promise<OpResult> {
    const op = {
      opId: nextOpId(),
      clientId: this.clientId,
      seq: ++this.seq,
      kind,
      entity,
      entityId,
      baseVersion,
      payload,
      createdAt: new Date().toISOString(),
    } as Op;
    const answer = await post<PushResponse>(
      this.request,
      SYNC_PATHS.push,
      { protocol: SYNC_PROTOCOL_VERSION, clientId: this.clientId, ops: [op] },
      this.sign,
    );
    const result = answer.results[0];
    if (result?.status !== 'applied')
      throw new Error(`${kind} ${entity} not applied: ${JSON.stringify(result)}`);
    return result;
  }

  /**
   * A new draft album (status 10) named `name`, complete enough to be submitted for review: a copy
   * of a demo album with copies of its tracks (fresh ISRCs) bound to the same authorization file,
   * so every test edits an album of its own on the one server all specs share.
   */
  async createAlbum(name: string): Promise<string> {
    await this.pullAll();
    const all = [...this.records.values()];
    const template = all.find((r) => 'upcMode' in r && r.reviewStatus === 13);
    if (!template) throw new Error('no demo album to copy');
    const albumId = randomUUID();
    const album = Object.fromEntries(
      clientWritableFields('album').map((field) => [field, template[field]]),
    );
    await this.send('create', 'album', albumId, null, {
      ...album,
      name,
      introduction: `${name}: e2e`,
    });
    for (const source of all.filter((r) => 'isrc' in r && r.albumId === template.id)) {
      const trackId = randomUUID();
      const track = Object.fromEntries(
        clientWritableFields('track').map((field) => [field, source[field]]),
      );
      await this.send('create', 'track', trackId, null, { ...track, albumId, isrc: uniqueIsrc() });
      const binding = all.find((r) => r.trackId === source.id && 'authorizationId' in r);
      if (binding) {
        await this.send('bindAuthorization', 'authorizationTrack', randomUUID(), null, {
          authorizationId: binding.authorizationId,
          trackId,
        });
      }
    }
    return albumId;
  }

  /**
   * An album of the test's own, approved (12) and ready to distribute: createAlbum's copy with a
   * UPC of its own (and `fields`), submitted for review from this device and approved by `staff`.
   */
  async createApprovedAlbum(
    name: string,
    staff: BackOffice,
    fields: LooseRecord = {},
  ): Promise<string> {
    const albumId = await this.createAlbum(name);
    await this.send('update', 'album', albumId, Number((await this.record(albumId))?.version), {
      upcMode: 'owned',
      upc: freshUpc(),
      ...fields,
    });
    await this.runAlbumCommand(albumId, 'submitForReview');
    await staff.approve(await this.albumRef(albumId));
    return albumId;
  }

  /** The album as the back office names it: its organisation and its id (pulls first). */
  async albumRef(albumId: string): Promise<{ orgId: string; albumId: string }> {
    const album = await this.record(albumId);
    if (typeof album?.orgId !== 'string') throw new Error(`no album ${albumId}`);
    return { orgId: album.orgId, albumId };
  }

  /** The id of the demo album called `name` (the seed's, spec-wide shared: leave it as found). */
  async albumNamed(name: string): Promise<string> {
    await this.pullAll();
    const album = [...this.records.values()].find((r) => 'upcMode' in r && r.name === name);
    if (typeof album?.id !== 'string') throw new Error(`no album named ${name}`);
    return album.id;
  }

  /** A review command from this device, on the album's current server version. */
  async runAlbumCommand(
    albumId: string,
    kind: 'submitForReview' | 'startModification' | 'undoModification',
  ): Promise<void> {
    const album = await this.record(albumId);
    await this.send(kind, 'album', albumId, Number(album?.version ?? 0), {});
  }
}

/** The back office as a test helper: staff decisions on any organisation's album (approve, reject with a reason). */
export class BackOffice {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly sign: string,
  ) {}

  static async logIn(
    request: APIRequestContext,
    staff: Pick<DemoUser, 'loginName' | 'password'>,
  ): Promise<BackOffice> {
    return new BackOffice(request, await apiLogin(request, staff));
  }

  /** `album`: its organisation and id (ApiDevice.albumRef): two organisations' may share an id */
  async reject(album: { orgId: string; albumId: string }, reason: string): Promise<void> {
    await post(
      this.request,
      '/api/backoffice/album/review.json',
      { ...album, action: 'reject', reason },
      this.sign,
    );
  }

  /** Both stages of spec section 4: content review, then OP-SP review (which gives 12). */
  async approve(album: { orgId: string; albumId: string }): Promise<void> {
    for (const stage of ['content', 'opSp'] as const) {
      await post(
        this.request,
        '/api/backoffice/album/review.json',
        { ...album, action: 'approve', stage },
        this.sign,
      );
    }
  }
}
