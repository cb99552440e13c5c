// The network between a device and the in-process server, with faults taken from a script, one per
// request: the request lost before the server, the answer lost after the server committed, the
// request delivered twice, held back and delivered after a later one (reordered batches), a 5xx
// from a gateway, a timeout, or the worker killed while waiting (the request never answers).
export const FAULTS = [
  'ok',
  'dropRequest',
  'dropResponse',
  'duplicate',
  'reorder',
  'http503',
  'timeout',
  'kill',
] as const;
export type Fault = (typeof FAULTS)[number];

interface Held {
  input: RequestInfo | URL;
  init: RequestInit | undefined;
}

export class FaultyNetwork {
  private script: Fault[] = [];
  private held: Held[] = [];
  private onKill: Array<() => void> = [];
  readonly seen: Fault[] = [];

  constructor(private readonly deliver: typeof fetch) {}

  /** The faults for the next requests; once used up, requests go through. */
  plan(faults: readonly Fault[]): void {
    this.script = [...faults];
  }

  /** Resolves when a request is killed (hangs for ever): the engine waiting on it is dead. */
  whenKilled(): Promise<'killed'> {
    return new Promise((resolve) => this.onKill.push(() => resolve('killed')));
  }

  /** Forgets kill listeners of engines that finished. */
  clearKillListeners(): void {
    this.onKill = [];
  }

  /** Delivers what was held back (its answer goes nowhere, as a late answer would). */
  async flushHeld(): Promise<void> {
    const held = this.held.splice(0);
    for (const { input, init } of held)
      await this.deliver(input, { ...init, signal: undefined }).catch(() => undefined);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const fault = this.script.shift() ?? 'ok';
    this.seen.push(fault);
    const send = () => this.deliver(input, { ...init, signal: undefined });
    switch (fault) {
      case 'ok': {
        const response = await send();
        await this.flushHeld();
        return response;
      }
      case 'dropRequest':
        throw new TypeError('Failed to fetch');
      case 'dropResponse':
        await send();
        throw new TypeError('Failed to fetch');
      case 'duplicate':
        await send();
        return send();
      case 'reorder':
        this.held.push({ input, init });
        throw new TypeError('Failed to fetch');
      case 'http503':
        return new Response('Service Unavailable', { status: 503 });
      case 'timeout':
        await send();
        return new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal;
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      case 'kill':
        await send();
        for (const notify of this.onKill.splice(0)) notify();
        return new Promise<Response>(() => undefined);
    }
  };
}
