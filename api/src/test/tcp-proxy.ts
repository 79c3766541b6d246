import net from 'node:net';

/** A TCP proxy the tests can cut and restore, to play a database server going away and coming back. */
export interface TcpProxy {
  port: number;
  /** Stops accepting and drops every open connection (like a server crash). */
  cut(): Promise<void>;
  /** Accepts again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server = await listen(port);
  const actualPort = (server.address() as net.AddressInfo).port;

  function listen(onPort: number): Promise<net.Server> {
    const created = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve, reject) => {
      created.once('error', reject);
      created.listen(onPort, '127.0.0.1', () => resolve(created));
    });
  }

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  return {
    port: actualPort,
    cut: stop,
    async restore() {
      server = await listen(actualPort);
    },
    close: stop,
  };
}

/** A port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
