import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoProvidersConfig } from '../../../config.ts';
import { loadConfig } from '../../../config.ts';

/** A request the stand-in received: its path, query, and form or JSON body. */
export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  json: unknown;
}

/** What the stand-in answers: a status and a body (objects as JSON), or `hang` to never answer. */
export type StandInReply = { status?: number; body: unknown } | 'hang';

/**
 * A local stand-in of every provider's server API (http on 127.0.0.1): each test says how it answers
 * and reads what it was sent.
 */
export async function providerStandIn() {
  const received: StandInRequest[] = [];
  let answer: (req: StandInRequest) => StandInReply = () => ({ status: 404, body: 'not found' });
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const type = req.headers['content-type'] ?? '';
      let json: unknown = null;
      if (type.includes('json')) json = JSON.parse(raw || 'null');
      const form = type.includes('urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : {};
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form,
        json,
      };
      received.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, {
        'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    answer(fn: (req: StandInRequest) => StandInReply) {
      answer = fn;
      received.length = 0;
    },
    last: () => received[received.length - 1],
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The demo providers' configuration from an environment, every API pointed at `base`, a short timeout. */
export function standInConfig(base: string, env: Record<string, string> = {}): DemoProvidersConfig {
  const config = loadConfig({ NODE_ENV: 'test', DEMO_PROVIDERS_TIMEOUT_MS: '300', ...env }).demoProviders;
  const endpoints = Object.fromEntries(Object.keys(config.endpoints).map((k) => [k, base]));
  return { ...config, endpoints: endpoints as unknown as DemoProvidersConfig['endpoints'] };
}
