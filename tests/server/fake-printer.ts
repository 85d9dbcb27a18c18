import { spawn } from 'node:child_process';
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

/*
 * A listener on loopback that never accepts: a child process whose event loop blocks right after
 * listen, with a backlog of one. Once its accept queue is full the kernel drops every further SYN, so
 * a connection gets no answer at all until the sender gives up.
 */
const SILENT_LISTENER = `
const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  require('node:fs').writeSync(1, server.address().port + '\\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});`;

/**
 * A printer that does not answer (switched off, unplugged): a connection to its port neither succeeds
 * nor is refused, as on a shop network, so every send to it runs into the send timeout.
 */
export async function silentPrinter() {
  const child = spawn(process.execPath, ['-e', SILENT_LISTENER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('error', reject);
    void exited.then(() => reject(new Error('the silent listener exited')));
  });
  // Fill its accept queue: connections complete until it is full; the first one left unanswered shows it is.
  const fillers: net.Socket[] = [];
  for (let answered = true; answered && fillers.length < 64;) {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('error', () => undefined);
    fillers.push(socket);
    answered = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 300);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
  if (fillers.length >= 64) throw new Error('the silent listener answers every connection');
  return {
    port,
    async close() {
      for (const socket of fillers) socket.destroy();
      child.kill();
      await exited;
    },
  };
}

/** A listener on loopback that counts the connections it gets (what must not be connected to). */
export async function countingListener() {
  const counted = { connections: 0 };
  const listener = net.createServer((socket) => {
    counted.connections += 1;
    socket.resume();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    counted,
    port: (listener.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
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
