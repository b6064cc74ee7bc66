import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { type DatabaseHandle, openMemoryDatabase } from './platform/db.ts';
import { migrateToLatest } from './platform/migrate.ts';

describe('graceful close', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('finishes an in-flight request, then refuses new connections', async () => {
    const app = await testApp(database);
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/api/test/slow', async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const pending = fetch(`${address}/api/test/slow`);
    await inside;
    const closing = app.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});

describe('readiness', () => {
  it('answers 503 when the database stops answering, while /healthz stays up', async () => {
    const database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    const app = await testApp(database);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await database.close();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'pglite' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });
});

interface Exchange {
  /** What the server sent, as text. */
  answer: string;
  /** The socket's error (ECONNRESET, EPIPE), if any. */
  error: string | null;
  /** Body bytes written before the connection ended. */
  sent: number;
}

/**
 * One request on a raw socket: `head`, then `body` in pieces (as fast as the socket takes them, or
 * one byte every `trickleMs`); read until the server closes the connection.
 */
function exchange(port: number, head: string, body: Buffer, options: { trickleMs?: number } = {}) {
  return new Promise<Exchange>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message;
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer: Buffer.concat(chunks).toString('latin1'), error, sent });
    });
    socket.write(head);
    if (options.trickleMs) {
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body.subarray(sent, ++sent));
      }, options.trickleMs);
      return;
    }
    const piece = 64 * 1024;
    const pump = () => {
      while (sent < body.length && !socket.destroyed) {
        const next = body.subarray(sent, sent + piece);
        sent += next.length;
        if (!socket.write(next)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

const head = (path: string, type: string, length: number | 'chunked') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\n${
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`
  }\r\n\r\n`;
/** The status line and the body of an HTTP answer. */
function parse(answer: string) {
  const [top = '', ...rest] = answer.split('\r\n\r\n');
  return { status: top.split('\r\n')[0], body: rest.join('\r\n\r\n') };
}
/** `bytes` of a chunked body, in chunks of 64 kB, with its last chunk. */
function chunked(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 65_536) {
    const chunk = bytes.subarray(at, at + 65_536);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

describe('slow and oversized requests on a listening server', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    app = await testApp(database, { env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const big = (bytes: number) => Buffer.alloc(bytes, 'a');
  const json = (bytes: number) => Buffer.from(`{"type":"utm","data":{"utm_source":"${'a'.repeat(bytes)}"}}`);

  it('answers a web API body over the limit with a whole 413 in the error format, never a reset', async () => {
    for (const body of [json(4 * 1024 * 1024), json(1024 * 1024 + 10)]) {
      const res = await exchange(port, head('/api/v1/event-tracker', 'application/json', body.length), body);
      expect(res.error).toBeNull();
      expect(res.sent).toBe(body.length);
      const { status, body: text } = parse(res.answer);
      expect(status).toBe('HTTP/1.1 413 Payload Too Large');
      expect(JSON.parse(text)).toEqual({
        error: { code: 'ERROR_PAYLOAD_TOO_LARGE', message: expect.any(String), requestId: expect.any(String) },
      });
    }
    // A chunked body announces no length: refused once over the limit, then read to its end.
    const body = chunked(json(4 * 1024 * 1024));
    const res = await exchange(port, head('/api/v1/event-tracker', 'application/json', 'chunked'), body);
    expect(res.error).toBeNull();
    expect(parse(res.answer).status).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('answers an oversized in.php body with ERROR_TOO_BIG_CAPTCHA_FILESIZE, never a reset', async () => {
    const form = Buffer.from(`key=${'0'.repeat(32)}&method=base64&body=${'a'.repeat(4 * 1024 * 1024)}`);
    const res = await exchange(port, head('/in.php', 'application/x-www-form-urlencoded', form.length), form);
    expect(res.error).toBeNull();
    expect(res.sent).toBe(form.length);
    expect(parse(res.answer)).toEqual({ status: 'HTTP/1.1 200 OK', body: 'ERROR_TOO_BIG_CAPTCHA_FILESIZE' });

    const boundary = 'cs-boundary';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${'0'.repeat(32)}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="method"\r\n\r\npost\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      big(10 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await exchange(
      port,
      head('/in.php', `multipart/form-data; boundary=${boundary}`, multipart.length),
      multipart,
    );
    expect(upload.error).toBeNull();
    expect(parse(upload.answer).body).toBe('ERROR_TOO_BIG_CAPTCHA_FILESIZE');
  });

  it('answers an oversized createTask with errorId 4, never a reset', async () => {
    const body = Buffer.from(
      `{"clientKey":"${'0'.repeat(32)}","task":{"type":"ImageToTextTask","body":"${'a'.repeat(4 * 1024 * 1024)}"}}`,
    );
    const res = await exchange(port, head('/createTask', 'application/json', body.length), body);
    expect(res.error).toBeNull();
    expect(JSON.parse(parse(res.answer).body)).toMatchObject({
      errorId: 4,
      errorCode: 'ERROR_TOO_BIG_CAPTCHA_FILESIZE',
    });
  });

  it('ends a request whose body trickles in past the request timeout (408), before it is all sent', async () => {
    const body = json(2000);
    const res = await exchange(port, head('/api/v1/event-tracker', 'application/json', body.length), body, {
      trickleMs: 20,
    });
    expect(parse(res.answer).status).toBe('HTTP/1.1 408 Request Timeout');
    expect(res.sent).toBeLessThan(body.length);
  });

  it('ends a request whose headers never finish (408)', async () => {
    const res = await exchange(port, 'POST /api/v1/event-tracker HTTP/1.1\r\nHost: localhost\r\n', Buffer.alloc(0));
    expect(parse(res.answer).status).toBe('HTTP/1.1 408 Request Timeout');
  });
});
