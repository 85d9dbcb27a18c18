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

/** A kitchen printer on loopback that prints every kind of order on arrival (the store and port added by each test). */
export const KITCHEN_PRINTER = {
  printer_name: '주방 프린터',
  host: '127.0.0.1',
  paper_width: 80,
  copies: 1,
  order_types: [1, 2, 3, 4],
  print_kitchen: 1,
  print_receipt: 0,
  print_on: 1,
};
