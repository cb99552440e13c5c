// Channels as the back office's API writes them: used to prepare a channel (the staff screen is
// driven through the UI in the spec that checks it) and to switch a spec's channel off afterwards.
import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from '../../../src/domain/api';
import {
  CHANNEL_PATHS,
  type ChannelFields,
  type ChannelSecret,
  type ChannelView,
} from '../../../src/domain/distribution/channel';
import type { DemoUser } from './demoUsers';
import { apiLogin } from './portalApi';

export class ChannelApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly sign: string,
  ) {}

  static async logIn(
    request: APIRequestContext,
    staff: Pick<DemoUser, 'loginName' | 'password'>,
  ): Promise<ChannelApi> {
    return new ChannelApi(request, await apiLogin(request, staff));
  }

  private async call<T>(path: string, data?: unknown): Promise<T> {
    const options = { headers: { language: 'en', uvsign: this.sign } };
    const res =
      data === undefined
        ? await this.request.get(apiUrl(path), options)
        : await this.request.post(apiUrl(path), { ...options, data });
    const body = (await res.json()) as { state: boolean; msg: string; result: T };
    if (!res.ok() || !body.state) throw new Error(`${path} answered ${res.status()}: ${body.msg}`);
    return body.result;
  }

  async list(): Promise<ChannelView[]> {
    return (await this.call<{ list: ChannelView[] }>(CHANNEL_PATHS.list)).list;
  }

  async byCode(code: string): Promise<ChannelView> {
    const found = (await this.list()).find((c) => c.fields.code === code);
    if (!found) throw new Error(`no channel ${code}`);
    return found;
  }

  add(fields: ChannelFields, secret?: ChannelSecret): Promise<ChannelView> {
    return this.call<ChannelView>(CHANNEL_PATHS.add, { fields, secret });
  }

  /** Switched off: partners' panels stop offering it (the other specs never see it). */
  async disable(code: string): Promise<void> {
    const channel = await this.byCode(code);
    await this.call(CHANNEL_PATHS.update, {
      id: channel.id,
      fields: { ...channel.fields, enabled: false },
    });
  }
}
