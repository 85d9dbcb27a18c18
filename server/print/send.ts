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
  const address = resolvePrinter(host, allowLoopback);
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
 * The address to connect to: an IPv4 address as the store set it (the contract refuses names, so the
 * server never waits on a name lookup for a printer). A printer is on the shop's network: loopback,
 * link-local (the cloud metadata service lives there) and 0.x addresses are refused, so a printer setting
 * cannot make the backend talk to itself or its host. `allowLoopback` is for a print bridge on the same
 * machine (PRINTER_ALLOW_LOOPBACK=1) and the tests' fake printer.
 */
function resolvePrinter(host: string, allowLoopback: boolean): string {
  if (net.isIPv4(host) === false) throw new PrintFailure('프린터 주소가 IP 주소가 아님');
  const loopback = host.startsWith('127.');
  const forbidden = host.startsWith('0.') || host.startsWith('169.254.');
  if (forbidden || (loopback && !allowLoopback)) throw new PrintFailure('허용되지 않는 프린터 주소');
  return host;
}
