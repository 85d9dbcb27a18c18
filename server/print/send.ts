import net from 'node:net';
import type { PrinterAddressPolicy } from './address-policy';

/**
 * Why a print did not reach the printer, in the words the tablet shows. `permanent`: trying again
 * cannot help (the address is outside this node's policy), so the job is given up at once.
 */
export class PrintFailure extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/**
 * The reason a job to an address outside the policy fails with. One text for every refused address and
 * port, and no connection is attempted: the outcome says nothing about what listens there.
 */
export const ADDRESS_REFUSED =
  '허용되지 않는 프린터 주소입니다. 프린터 설정의 주소를 확인하거나 관리자에게 문의해 주세요.';

/**
 * Sends `data` to a raw-TCP printer (port 9100, "JetDirect"): connect, write, close. Resolves once the
 * bytes are handed to the printer and the connection ended; whatever the printer sends back (a status
 * byte, garbage) is read and ignored. Fails on a refused or unreachable host and when nothing happens
 * for `timeoutMs` (a printer that accepts and never reads stalls the write).
 *
 * The address is checked against `policy` (server/print/address-policy.ts) before anything else; an
 * address it refuses never gets a connection.
 */
export async function sendToPrinter(
  host: string,
  port: number,
  data: Buffer,
  timeoutMs: number,
  policy: PrinterAddressPolicy,
): Promise<void> {
  // An IPv4 address as the store set it (the contract refuses names, so the server never waits on a
  // name lookup for a printer, and a name cannot be pointed elsewhere after it was checked).
  const verdict = policy.check(host, port);
  if (verdict === 'not-ipv4') throw new PrintFailure('프린터 주소가 IP 주소가 아님', true);
  if (verdict !== 'ok') throw new PrintFailure(ADDRESS_REFUSED, true);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
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
