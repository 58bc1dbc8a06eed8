import { createServer, connect, type Server, type Socket, type AddressInfo } from 'node:net';

/**
 * A TCP proxy between the API and PostgreSQL that a test can cut (every connection dropped, new
 * ones refused, as when the database restarts or the network fails) and restore on the same port.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    async cut() {
      const closing = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closing;
    },
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server?.close(resolve));
    },
  };
}
