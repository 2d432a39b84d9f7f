// A TCP proxy a test controls, to play a database that goes away: forward to the real server, refuse
// (nothing listens, open connections are cut), or blackhole (accept, then never answer).
import net from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

export interface TcpProxy {
  readonly port: number;
  readonly mode: ProxyMode;
  /** Refuse cuts every open connection; blackhole silences them; forward serves new ones. */
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export interface TcpProxyOptions {
  /** Where forwarded connections go; without it, forward behaves like refuse. */
  target?: { host: string; port: number };
  mode?: ProxyMode;
}

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
}

export async function startTcpProxy(options: TcpProxyOptions = {}): Promise<TcpProxy> {
  let mode: ProxyMode = options.mode ?? 'forward';
  const pairs = new Set<Pair>();

  const server = net.createServer((client) => {
    const pair: Pair = { client };
    pairs.add(pair);
    client.on('error', () => client.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (mode !== 'forward' || !options.target) return; // blackhole: hold it open, read nothing
    const upstream = net.connect(options.target.port, options.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  function cutAll() {
    for (const pair of pairs) {
      pair.upstream?.destroy();
      pair.client.destroy();
    }
    pairs.clear();
  }

  function silenceAll() {
    for (const pair of pairs) {
      if (!pair.upstream) continue;
      // The client keeps its socket, but nothing it sends arrives and no answer comes back.
      pair.client.unpipe(pair.upstream);
      pair.upstream.unpipe(pair.client);
      pair.upstream.removeAllListeners('close').removeAllListeners('error');
      pair.upstream.destroy();
      pair.upstream = undefined;
    }
  }

  // The port is taken once and kept, so clients can be pointed at it before any mode switch.
  const port = await listen(0);
  if (mode === 'refuse') await stopListening();

  return {
    port,
    get mode() {
      return mode;
    },
    async setMode(next) {
      mode = next;
      if (next === 'refuse') {
        const stopped = stopListening();
        cutAll();
        await stopped;
      } else {
        if (next === 'blackhole') silenceAll();
        if (!server.listening) await listen(port);
      }
    },
    async close() {
      const stopped = stopListening();
      cutAll();
      await stopped;
    },
  };
}
