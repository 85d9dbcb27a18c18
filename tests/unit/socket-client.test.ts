import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketClient, type SocketStatus } from '@/features/live/socket-client';

class FakeSocket {
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(m: string) {
    this.sent.push(m);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** Open, and the server's word that the socket is in its store's room. */
  join() {
    this.open();
    this.emit({ cmd: 0, actions: { type: 'joined' } });
  }
  close(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  emit(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

describe('socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const statuses: SocketStatus[] = [];
    const messages: unknown[] = [];
    const joins: boolean[] = [];
    const refused = vi.fn();
    const client = createSocketClient({
      url: () => 'ws://x/ws?storeId=1&token=t',
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
      onJoined: (again) => joins.push(again),
      onAuthRefused: refused,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    return { client, statuses, messages, joins, refused };
  };

  it('parses messages with the contract and drops malformed ones', () => {
    const { client, messages } = make();
    client.start();
    const ws = FakeSocket.instances[0]!;
    ws.join();
    ws.emit({ cmd: 101, title: '새 주문' });
    ws.emit('not json');
    ws.emit({ title: 'no cmd' });
    ws.emit({ cmd: 0 });
    expect(messages).toEqual([{ cmd: 101, title: '새 주문' }]);
    client.stop();
  });

  it('is open only once the server says the socket is in the room; a pong from an older server counts', () => {
    const { client, statuses, joins } = make();
    client.start();
    FakeSocket.instances[0]!.open();
    expect(statuses).toEqual(['connecting']);
    expect(joins).toEqual([]);
    FakeSocket.instances[0]!.emit({ cmd: 0, actions: { type: 'joined' } });
    expect(statuses).toEqual(['connecting', 'open']);
    // The first join of the session: the caller refreshes the lists it read before the socket was in.
    expect(joins).toEqual([false]);
    FakeSocket.instances[0]!.emit({ cmd: 0, actions: { type: 'pong' } });
    expect(joins).toEqual([false]);
    FakeSocket.instances[0]!.close();
    vi.advanceTimersByTime(5_000);
    // A server that does not say 'joined' answers the ping only from inside the room.
    FakeSocket.instances[1]!.open();
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.instances[1]!.sent).toEqual(['ping']);
    expect(statuses.at(-1)).toBe('connecting');
    FakeSocket.instances[1]!.emit({ cmd: 0, actions: { type: 'pong' } });
    expect(statuses.at(-1)).toBe('open');
    expect(joins).toEqual([false, true]);
    client.stop();
  });

  it('reconnects 5 seconds after a close and asks for an immediate refresh when back', () => {
    const { client, statuses, joins } = make();
    client.start();
    FakeSocket.instances[0]!.join();
    expect(joins).toEqual([false]);
    FakeSocket.instances[0]!.close();
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.join();
    expect(joins).toEqual([false, true]);
    expect(statuses.at(-1)).toBe('open');
    client.stop();
  });

  it('replaces a connection that has gone silent', () => {
    const { client } = make();
    client.start();
    FakeSocket.instances[0]!.open();
    vi.advanceTimersByTime(46_000 + 20_000);
    expect(FakeSocket.instances[0]!.readyState).toBe(3);
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.instances).toHaveLength(2);
    client.stop();
  });

  it('stops for good on a refused token, and on stop()', () => {
    const { client, refused } = make();
    client.start();
    FakeSocket.instances[0]!.close(4001, '9994');
    expect(refused).toHaveBeenCalledWith('9994');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    client.stop();

    const second = make();
    second.client.start();
    const ws = FakeSocket.instances.at(-1)!;
    ws.open();
    second.client.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances.at(-1)).toBe(ws);
  });

  it('says offline at once when the browser does, even if the socket has not closed yet', () => {
    const { client, statuses } = make();
    client.start();
    const ws = FakeSocket.instances[0]!;
    ws.join();
    // A close handshake that cannot complete without a network: no close event.
    ws.close = () => void (ws.readyState = 2);
    window.dispatchEvent(new Event('offline'));
    expect(statuses.at(-1)).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
    // The first socket's late close changes nothing.
    ws.onclose?.({ code: 1006, reason: '' });
    expect(statuses.at(-1)).toBe('connecting');
    client.stop();
  });

  it('connects at once when the browser comes back online instead of waiting', () => {
    const { client } = make();
    client.start();
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.close();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    client.stop();
  });
});
