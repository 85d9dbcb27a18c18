import { lookup } from 'node:dns/promises';
import net from 'node:net';

/** Why a print did not reach the printer, in the words the tablet shows. */
export class PrintFailure extends Error {}

/**
 * Sends `data` to a raw-TCP printer (port 9100, "JetDirect"): connect, write, close. Resolves once the
 * bytes are handed to the printer and the connection ended; whatever the printer sends back (a status
 * byte, garbage) is read and ignored. Fails on a refused or unreachable host and when nothing happens
 * for `timeoutMs` (a printer that accepts and never reads stalls the write).
 */
export async function sendToPrinter(
  host: string,
  port: number,
  data: Buffer,
  timeoutMs = 5_000,
  { allowLoopback = false }: { allowLoopback?: boolean } = {},
): Promise<void> {
  const address = await resolvePrinter(host, allowLoopback);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: address, port });
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => finish(new PrintFailure('프린터 응답 없음')));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      finish(
        new PrintFailure(
          err.code === 'ECONNREFUSED' ? '프린터 연결 거부' : `프린터 연결 실패 (${err.code ?? err.message})`,
        ),
      ),
    );
    socket.on('data', () => undefined);
    socket.on('connect', () => {
      socket.end(data, () => finish());
    });
  });
}

/**
 * The address to connect to. A printer is on the shop's network: loopback, link-local (the cloud
 * metadata service lives there) and unspecified addresses are refused, so a printer setting cannot make
 * the backend talk to itself or its host. `allowLoopback` is for a print bridge on the same machine
 * (PRINTER_ALLOW_LOOPBACK=1) and the tests' fake printer.
 */
async function resolvePrinter(host: string, allowLoopback: boolean): Promise<string> {
  let address: string;
  try {
    address = (await lookup(host)).address;
  } catch {
    throw new PrintFailure('프린터 주소를 찾을 수 없음');
  }
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  const loopback = /^127\./.test(v4) || v4 === '::1';
  const forbidden = /^(0\.|169\.254\.)/.test(v4) || /^(::|fe[89ab][0-9a-f]:)/i.test(v4) || v4 === '0.0.0.0';
  if (forbidden || (loopback && !allowLoopback)) throw new PrintFailure('허용되지 않는 프린터 주소');
  return address;
}
