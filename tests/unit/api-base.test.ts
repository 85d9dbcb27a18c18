import { describe, expect, it } from 'vitest';
import { apiUrl, socketUrl } from '@/lib/api-base';

describe('apiUrl', () => {
  it('is same-origin by default and prefixes another backend when set', () => {
    expect(apiUrl('store/info', '')).toBe('/api/store/info');
    expect(apiUrl('/store/info', 'https://api.example.com')).toBe('https://api.example.com/api/store/info');
  });
});

describe('socketUrl', () => {
  const params = { storeId: 3, token: 'a b' };

  it('follows the page: ws on http, wss on https', () => {
    expect(socketUrl(params, '', 'http://127.0.0.1:8080/order-list')).toBe(
      'ws://127.0.0.1:8080/ws?storeId=3&token=a+b',
    );
    expect(socketUrl(params, '', 'https://shop.example.com/order-list')).toBe(
      'wss://shop.example.com/ws?storeId=3&token=a+b',
    );
  });

  it('follows VITE_API_BASE when the API lives elsewhere, path prefix included', () => {
    expect(socketUrl(params, 'https://api.example.com/backoffice', 'http://localhost:5173/')).toBe(
      'wss://api.example.com/backoffice/ws?storeId=3&token=a+b',
    );
  });
});
