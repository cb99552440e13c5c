// A device's network, with a switch: the browser context reaches the portal through this small
// forward proxy (Playwright's per-context `proxy`, which Chromium applies to loopback too), and
// cutting it refuses every connection and drops the open ones. Nothing of the device gets through
// then: not the page, not its workers, not the service worker's Background Sync, which Chromium
// fires on its own view of the network and which Playwright's offline emulation and routes did not
// always reach (an edit made "offline" reached the server during a reload, in CI).
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** Hop-by-hop headers of the client-to-proxy leg: never forwarded to the portal. */
const HOP_BY_HOP = new Set(['proxy-connection', 'proxy-authorization', 'keep-alive']);

export class NetworkCut {
  private isCut = false;
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly server: Server) {}

  /** A proxy on a free loopback port, passing everything through until `cut()`. */
  static async start(): Promise<NetworkCut> {
    const server = createServer();
    const cut = new NetworkCut(server);
    server.on('connection', (socket) => cut.track(socket));
    server.on('request', (req, res) => {
      const target = new URL(req.url ?? '/');
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
      );
      const upstream = forward(
        {
          host: target.hostname,
          port: target.port || 80,
          method: req.method,
          path: `${target.pathname}${target.search}`,
          headers,
          agent: false,
        },
        (answer: IncomingMessage) => {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('socket', (socket) => cut.track(socket));
      upstream.on('error', () => req.socket.destroy());
      req.pipe(upstream);
    });
    // tunnels (a WebSocket through the proxy): passed through, and dropped by a cut like the rest
    server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
      const [host, port] = (req.url ?? '').split(':');
      const upstream = connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      cut.track(upstream);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return cut;
  }

  /** The value of the context's `proxy.server`. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** No connection gets through from now on, and the open ones are dropped. */
  cut(): void {
    this.isCut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.isCut = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: Socket): void {
    if (this.isCut) {
      socket.destroy();
      return;
    }
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }
}
