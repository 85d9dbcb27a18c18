import net from 'node:net';

/*
 * Which printer addresses this node may open a raw TCP connection to. A store manager types the
 * address, and the node's answer (printed / refused / no answer) tells whether something listens there,
 * so whatever the manager may type is also what a manager could probe. The policy keeps that to the
 * shop's printers:
 *
 *   - never, whatever the configuration: loopback (unless `allowLoopback`, for a print bridge on this
 *     host and the tests' fake printer — then any port), 0.0.0.0/8, link-local 169.254/16 (the cloud
 *     metadata service), multicast 224/4 and broadcast;
 *   - only when a listed network lies inside them: reserved 240/4, CGNAT 100.64/10 (some clouds' metadata
 *     and VPN overlays) and 168.63.129.16 (Azure's host endpoint) — a wide entry such as 0.0.0.0/0 does not
 *     open them, an entry such as 100.100.0.0/16 does;
 *   - otherwise the listed networks (`networks`, PRINTER_NETWORKS); without a list, the private ranges
 *     (10/8, 172.16/12, 192.168/16) when the database is the embedded one (the node runs in the shop) and
 *     nothing when it is PostgreSQL (a node in a data centre reaches no shop unless the operator says which);
 *   - and only on the listed ports (PRINTER_PORTS), by default 9100–9109 (raw printing, "JetDirect").
 *
 * Pure: built once from the configuration, asked by the printer settings route (before an address is
 * saved) and by the sender (before any connection), so an address saved under another configuration is
 * refused without a connection attempt.
 */

export interface PrinterAddressOptions {
  /** CIDRs printers may be on (PRINTER_NETWORKS); a bare address is a /32. Absent: the default above. */
  networks?: readonly string[];
  /** Ports or ranges printers may listen on (PRINTER_PORTS): '9100-9109', '515'. Absent: 9100–9109. */
  ports?: readonly string[];
  /** Loopback printers allowed, on any port (PRINTER_ALLOW_LOOPBACK). */
  allowLoopback?: boolean;
}

/** 'ok', or what is wrong: not an IPv4 address, an address outside the policy, a port outside it. */
type AddressVerdict = 'ok' | 'not-ipv4' | 'host' | 'port';

export interface PrinterAddressPolicy {
  check(host: string, port: number): AddressVerdict;
  /** Whether this node may print to any shop network (loopback aside): false, every address is refused. */
  readonly direct: boolean;
  /** The allowed ports as a person reads them: "9100~9109, 515". */
  readonly portsText: string;
  /** One line for the start-up log. */
  describe(): string;
}

const DEFAULT_PRINTER_PORTS = ['9100-9109'] as const;
const PRIVATE_NETWORKS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const;

const NEVER = ['0.0.0.0/8', '169.254.0.0/16', '224.0.0.0/4', '255.255.255.255/32'] as const;
const LOOPBACK = '127.0.0.0/8';
/** Refused unless a listed network lies inside one of them. */
const ONLY_IF_LISTED = ['240.0.0.0/4', '100.64.0.0/10', '168.63.129.16/32'] as const;

interface Cidr {
  address: string;
  prefix: number;
}

function parseCidr(entry: string, setting: string): Cidr {
  const [address = '', prefixText, extra] = entry.split('/');
  const prefix = prefixText === undefined ? 32 : /^\d{1,2}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (extra !== undefined || !net.isIPv4(address) || !(prefix >= 0 && prefix <= 32))
    throw new Error(`${setting}: "${entry}"은(는) IPv4 네트워크가 아닙니다 (예: 192.168.0.0/16).`);
  return { address, prefix };
}

function parsePorts(entry: string): [number, number] {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(entry);
  const lo = Number(m?.[1]);
  const hi = m?.[2] === undefined ? lo : Number(m[2]);
  if (!m || lo < 1 || hi > 65_535 || lo > hi)
    throw new Error(`PRINTER_PORTS: "${entry}"은(는) 포트나 포트 범위가 아닙니다 (예: 9100-9109,515).`);
  return [lo, hi];
}

const blockList = (cidrs: readonly Cidr[]) => {
  const list = new net.BlockList();
  for (const c of cidrs) list.addSubnet(c.address, c.prefix, 'ipv4');
  return list;
};

/** The policy for one node: `embedded` is true when its database is the embedded one (no DATABASE_URL). */
export function printerAddressPolicy(
  options: PrinterAddressOptions & { embedded: boolean },
): PrinterAddressPolicy {
  const listed = (options.networks ?? (options.embedded ? PRIVATE_NETWORKS : [])).map((n) =>
    parseCidr(n.trim(), 'PRINTER_NETWORKS'),
  );
  const portRanges = (options.ports?.length ? options.ports : DEFAULT_PRINTER_PORTS).map((p) =>
    parsePorts(p.trim()),
  );
  const allowLoopback = options.allowLoopback ?? false;
  const never = blockList(NEVER.map((n) => parseCidr(n, 'never')));
  const loopback = blockList([parseCidr(LOOPBACK, 'loopback')]);
  const special = ONLY_IF_LISTED.map((n) => parseCidr(n, 'special'));
  const specialList = blockList(special);
  // A listed network opens a special range only when it lies wholly inside that range.
  const listedSpecial = blockList(
    listed.filter((c) =>
      special.some((s) => c.prefix >= s.prefix && blockList([s]).check(c.address, 'ipv4')),
    ),
  );
  const networks = blockList(listed);
  const portsText = portRanges.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}~${hi}`)).join(', ');

  return {
    direct: listed.length > 0,
    portsText,
    check(host, port) {
      if (!net.isIPv4(host)) return 'not-ipv4';
      if (loopback.check(host, 'ipv4')) return allowLoopback ? 'ok' : 'host';
      if (never.check(host, 'ipv4')) return 'host';
      if (
        specialList.check(host, 'ipv4') ? !listedSpecial.check(host, 'ipv4') : !networks.check(host, 'ipv4')
      )
        return 'host';
      return portRanges.some(([lo, hi]) => port >= lo && port <= hi) ? 'ok' : 'port';
    },
    describe() {
      const where = listed.length
        ? `${listed.map((c) => `${c.address}/${c.prefix}`).join(', ')} (포트 ${portsText})`
        : '없음 (매장 프린터로 직접 인쇄하려면 PRINTER_NETWORKS에 매장 네트워크를 지정하세요)';
      return `프린터 직접 인쇄 허용 네트워크: ${where}${allowLoopback ? ' + 이 서버의 loopback' : ''}`;
    },
  };
}

/**
 * The options from the environment: PRINTER_NETWORKS (comma-separated CIDRs; `none` turns direct
 * printing off on the embedded database too), PRINTER_PORTS (comma-separated ports and ranges),
 * PRINTER_ALLOW_LOOPBACK (1/true/yes). Unset or empty: the defaults above.
 */
export function printerAddressOptionsFromEnv(env: NodeJS.ProcessEnv): PrinterAddressOptions {
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const networks = list(env.PRINTER_NETWORKS);
  const ports = list(env.PRINTER_PORTS);
  return {
    ...(networks?.length
      ? { networks: networks.length === 1 && networks[0] === 'none' ? [] : networks }
      : {}),
    ...(ports?.length ? { ports } : {}),
    allowLoopback: /^(1|true|yes)$/i.test(env.PRINTER_ALLOW_LOOPBACK ?? ''),
  };
}
