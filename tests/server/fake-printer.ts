import net from 'node:net';

/** A raw-TCP printer on a free loopback port: every connection's bytes, in order. */
export async function fakePrinter(port = 0) {
  const jobs: Buffer[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => jobs.push(Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    jobs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
