/**
 * Which printer addresses a node may connect to (server/print/address-policy.ts): the shop's private
 * ranges on the printer ports by default with the embedded database, nothing with PostgreSQL unless
 * PRINTER_NETWORKS says, never loopback (but for PRINTER_ALLOW_LOOPBACK), link-local, multicast,
 * broadcast or 0.x, and the reserved, CGNAT and Azure host addresses only when listed themselves. The
 * sender refuses an address outside the policy without a connection.
 */
import { describe, expect, it } from 'vitest';
import {
  printerAddressOptionsFromEnv,
  printerAddressPolicy,
  type PrinterAddressOptions,
} from '../../server/print/address-policy';
import { ADDRESS_REFUSED, PrintFailure, sendToPrinter } from '../../server/print/send';
import { countingListener } from './fake-printer';

const policy = (options: PrinterAddressOptions & { embedded?: boolean } = {}) =>
  printerAddressPolicy({ embedded: false, ...options });
const verdicts = (p: ReturnType<typeof policy>, addresses: string[]) =>
  Object.fromEntries(
    addresses.map((a) => {
      const [host = '', port] = a.split(':');
      return [a, p.check(host, Number(port ?? 9100))];
    }),
  );

/** Never allowed, whatever the networks listed: loopback, 0.x, link-local, multicast, broadcast. */
const NEVER = [
  '127.0.0.1',
  '127.1.2.3:9100',
  '0.0.0.0',
  '0.1.2.3',
  '169.254.169.254',
  '169.254.169.254:80',
  '169.254.0.1',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
];
/** Allowed only when a listed network lies inside their range. */
const ONLY_IF_LISTED = ['100.100.100.200', '100.64.0.1', '168.63.129.16', '240.0.0.1', '254.1.2.3'];

describe('the embedded database (the node is in the shop)', () => {
  const p = policy({ embedded: true });

  it('allows the private ranges on ports 9100-9109', () => {
    expect(p.direct).toBe(true);
    expect(
      verdicts(p, ['192.168.0.50', '10.0.0.5', '172.17.0.1:9109', '172.31.255.254', '192.168.1.9:9105']),
    ).toEqual({
      '192.168.0.50': 'ok',
      '10.0.0.5': 'ok',
      '172.17.0.1:9109': 'ok',
      '172.31.255.254': 'ok',
      '192.168.1.9:9105': 'ok',
    });
  });

  it('refuses other ports on them, and every public address', () => {
    expect(
      verdicts(p, [
        '10.0.0.5:6379',
        '172.17.0.1:2375',
        '192.168.0.50:9099',
        '192.168.0.50:9110',
        '192.168.0.50:80',
        '8.8.8.8:25',
        '8.8.8.8',
        '172.32.0.1',
        '11.0.0.1',
      ]),
    ).toEqual({
      '10.0.0.5:6379': 'port',
      '172.17.0.1:2375': 'port',
      '192.168.0.50:9099': 'port',
      '192.168.0.50:9110': 'port',
      '192.168.0.50:80': 'port',
      '8.8.8.8:25': 'host',
      '8.8.8.8': 'host',
      '172.32.0.1': 'host',
      '11.0.0.1': 'host',
    });
  });

  it('refuses loopback, link-local, multicast, broadcast, 0.x, reserved, CGNAT and 168.63.129.16', () => {
    for (const a of [...NEVER, ...ONLY_IF_LISTED]) expect(verdicts(p, [a])).toEqual({ [a]: 'host' });
  });

  it('refuses what is not an IPv4 address', () => {
    for (const host of ['localhost', 'printer.local', '::1', '192.168.0.50; rm -rf /', ''])
      expect(p.check(host, 9100)).toBe('not-ipv4');
  });
});

describe('PostgreSQL (a node away from the shops)', () => {
  it('prints directly to nothing without PRINTER_NETWORKS', () => {
    const p = policy();
    expect(p.direct).toBe(false);
    for (const a of ['192.168.0.50', '10.0.0.5:6379', '172.17.0.1:2375', '8.8.8.8:25', ...NEVER])
      expect(p.check(a.split(':')[0]!, Number(a.split(':')[1] ?? 9100))).toBe('host');
  });

  it('prints to the listed networks only, on the printer ports', () => {
    const p = policy({ networks: ['192.168.0.0/16', '10.20.0.0/24'] });
    expect(p.direct).toBe(true);
    expect(
      verdicts(p, ['10.20.0.7', '10.20.0.7:6379', '10.20.1.7', '10.0.0.5', '172.17.0.1', '192.168.3.4']),
    ).toEqual({
      '10.20.0.7': 'ok',
      '10.20.0.7:6379': 'port',
      '10.20.1.7': 'host',
      '10.0.0.5': 'host',
      '172.17.0.1': 'host',
      '192.168.3.4': 'ok',
    });
  });

  it('a wide network does not open the never-allowed nor the reserved, CGNAT and Azure addresses', () => {
    const p = policy({ networks: ['0.0.0.0/0'] });
    expect(p.check('8.8.8.8', 9100)).toBe('ok');
    for (const a of [...NEVER, ...ONLY_IF_LISTED]) expect(verdicts(p, [a])).toEqual({ [a]: 'host' });
  });

  it('the reserved, CGNAT and Azure addresses are allowed when listed themselves; loopback and link-local never', () => {
    const p = policy({
      networks: [
        '100.64.0.0/10',
        '168.63.129.16',
        '240.0.0.0/8',
        '127.0.0.0/8',
        '169.254.0.0/16',
        '224.0.0.0/4',
      ],
    });
    expect(
      verdicts(p, ['100.100.100.200', '168.63.129.16', '240.1.2.3', '168.63.129.17', '241.0.0.1']),
    ).toEqual({
      '100.100.100.200': 'ok',
      '168.63.129.16': 'ok',
      '240.1.2.3': 'ok',
      '168.63.129.17': 'host',
      '241.0.0.1': 'host',
    });
    for (const a of NEVER) expect(verdicts(p, [a])).toEqual({ [a]: 'host' });
  });

  it('PRINTER_ALLOW_LOOPBACK: loopback on any port, and nothing else', () => {
    const p = policy({ allowLoopback: true });
    expect(p.direct).toBe(false);
    expect(verdicts(p, ['127.0.0.1:9100', '127.0.0.1:45678', '127.9.9.9:6379', '192.168.0.50'])).toEqual({
      '127.0.0.1:9100': 'ok',
      '127.0.0.1:45678': 'ok',
      '127.9.9.9:6379': 'ok',
      '192.168.0.50': 'host',
    });
    for (const a of NEVER.filter((a) => !a.startsWith('127.')))
      expect(verdicts(p, [a])).toEqual({ [a]: 'host' });
  });
});

describe('configuration', () => {
  it('PRINTER_PORTS widens the ports', () => {
    const p = policy({ embedded: true, ports: ['9100-9109', '515'] });
    expect(p.portsText).toBe('9100~9109, 515');
    expect(verdicts(p, ['192.168.0.5:515', '192.168.0.5:516', '192.168.0.5:9105'])).toEqual({
      '192.168.0.5:515': 'ok',
      '192.168.0.5:516': 'port',
      '192.168.0.5:9105': 'ok',
    });
  });

  it('PRINTER_NETWORKS replaces the embedded default; `none` turns direct printing off', () => {
    const p = policy({ embedded: true, networks: ['10.20.0.0/24'] });
    expect(p.check('192.168.0.50', 9100)).toBe('host');
    expect(p.check('10.20.0.9', 9100)).toBe('ok');
    const off = policy({ embedded: true, ...printerAddressOptionsFromEnv({ PRINTER_NETWORKS: 'none' }) });
    expect(off.direct).toBe(false);
    expect(off.check('192.168.0.50', 9100)).toBe('host');
  });

  it('describes itself for the start-up log', () => {
    expect(policy({ embedded: true }).describe()).toBe(
      '프린터 직접 인쇄 허용 네트워크: 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16 (포트 9100~9109)',
    );
    expect(policy({ allowLoopback: true }).describe()).toMatch(
      /: 없음 \(.*PRINTER_NETWORKS.*\) \+ 이 서버의 loopback$/,
    );
  });

  it('reads the environment', () => {
    expect(
      printerAddressOptionsFromEnv({
        PRINTER_NETWORKS: ' 192.168.0.0/16, 10.20.0.0/24 ,',
        PRINTER_PORTS: '9100-9109,515',
        PRINTER_ALLOW_LOOPBACK: 'true',
      }),
    ).toEqual({
      networks: ['192.168.0.0/16', '10.20.0.0/24'],
      ports: ['9100-9109', '515'],
      allowLoopback: true,
    });
    expect(printerAddressOptionsFromEnv({ PRINTER_NETWORKS: '', PRINTER_PORTS: '' })).toEqual({
      allowLoopback: false,
    });
  });

  it('a wrong entry stops the start with the setting named', () => {
    for (const networks of [
      ['192.168.0.0/33'],
      ['printer.local'],
      ['::1/128'],
      ['10.0.0.0/8/1'],
      ['10.0.0.0/'],
    ])
      expect(() => policy({ networks })).toThrow(/PRINTER_NETWORKS/);
    for (const ports of [['0'], ['9109-9100'], ['abc'], ['70000'], ['9100-']])
      expect(() => policy({ ports })).toThrow(/PRINTER_PORTS/);
  });
});

describe('the sender', () => {
  it('refuses an address outside the policy for good, without a connection', async () => {
    const listener = await countingListener();
    const { port } = listener;
    try {
      const refused = sendToPrinter('127.0.0.1', port, Buffer.from('x'), 5_000, policy({ embedded: true }));
      await expect(refused).rejects.toThrow(ADDRESS_REFUSED);
      await expect(refused).rejects.toMatchObject({ permanent: true });
      await expect(refused).rejects.toBeInstanceOf(PrintFailure);
      // The same listener, allowed: the connection is made (so the count above means something).
      await sendToPrinter('127.0.0.1', port, Buffer.from('x'), 5_000, policy({ allowLoopback: true }));
      await expect.poll(() => listener.counted.connections).toBe(1);
    } finally {
      await listener.close();
    }
  });
});
