// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';
import { describe, expect, it } from 'vitest';
import { pathOf } from '@sukoon/contracts';
import config from '../vite.config';

// The site always calls its own origin (lib/apiClient.ts); only the Vite dev server forwards to the API on :8000.
const proxy = config.server?.proxy as Record<string, ProxyOptions>;
const request = (url: string, accept: string, method = 'GET') =>
  ({ url, method, headers: { accept } }) as unknown as IncomingMessage;

describe('the Vite dev server', () => {
  it('forwards the API and the demo tools to the API on port 8000', () => {
    expect(proxy['/api']?.target).toBe('http://localhost:8000');
    expect(proxy['/dev/']?.target).toBe('http://localhost:8000');
  });

  it('serves the page, not the API, when a browser opens a payment return route', () => {
    const bypass = proxy['/api']!.bypass!;
    expect(bypass(request('/api/payments/success/TXN1/?txnid=TXN1', 'text/html,*/*'), undefined, proxy['/api']!)).toBe(
      '/index.html',
    );
    expect(bypass(request(pathOf('categories'), 'application/json'), undefined, proxy['/api']!)).toBeUndefined();
    expect(
      bypass(request('/api/payments/success/TXN1/', 'text/html', 'POST'), undefined, proxy['/api']!),
    ).toBeUndefined();
  });
});
