// The production build over plain HTTP: hashed assets sent from the brotli and gzip twins the
// build wrote, pages compressed on the fly, the solver API as before, sitemap.xml and robots.txt
// from the route table, pages being built not indexed, 404 for values that do not exist.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { startServer } from '../support/server.mjs';

/** A raw GET (no automatic decompression) to the server, as the given host. */
function get(port, host, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const text = (res) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.raw).toString();
  return res.raw.toString();
};
const vary = (res) => String(res.headers.vary ?? '').toLowerCase();

describe('SEO and compression of the production build', () => {
  let server;
  let port;
  const intl = (path, headers) => get(port, 'localhost', path, headers);
  const region = (path, headers) => get(port, '127.0.0.1', path, headers);

  before(async () => {
    server = await startServer();
    port = server.port;
  });
  after(async () => {
    await server?.stop();
  });

  it('sends the home page compressed and its hashed scripts from the build twins', async () => {
    const page = await intl('/', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(vary(page), /accept-encoding/);
    const html = text(page);
    assert.match(html, new RegExp(`<link rel="canonical" href="http://localhost:${port}/">`));
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(script, 'the page loads a hashed script');

    const plain = await intl(script);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(vary(plain), /accept-encoding/);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await intl(script, { 'accept-encoding': accept });
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.match(String(res.headers['content-type']), /javascript/);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(vary(res), /accept-encoding/);
      assert.ok(res.raw.length < plain.raw.length);
      assert.equal(text(res), plain.raw.toString());
    }
  });

  it('answers the solver API the same with and without Accept-Encoding', async () => {
    const url = '/res.php?key=0123456789abcdef0123456789abcdef&action=getbalance';
    const plain = await intl(url);
    const accepting = await intl(url, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(accepting.headers['content-encoding'], undefined);
    assert.equal(accepting.raw.toString(), plain.raw.toString());
  });

  it('serves sitemap.xml with the indexable pages of each host', async () => {
    const res = await intl('/sitemap.xml');
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    const xml = text(res);
    assert.ok(xml.includes(`<loc>http://localhost:${port}/pricing</loc>`));
    assert.ok(xml.includes(`<loc>http://localhost:${port}/pricing?lang=ru</loc>`));
    assert.ok(xml.includes(`<loc>http://localhost:${port}/about</loc>`));
    assert.ok(xml.includes(`<loc>http://localhost:${port}/blog</loc>`));
    assert.ok(!xml.includes('/affiliate<'));
    const cn = text(await region('/sitemap.xml'));
    assert.ok(cn.includes(`<loc>http://127.0.0.1:${port}/en/pricing</loc>`));
    assert.ok(cn.includes(`<loc>http://127.0.0.1:${port}/pricing</loc>`));
  });

  it('renders every page of both sitemaps on the server', async () => {
    for (const [fetchFrom, host] of [
      [intl, 'localhost'],
      [region, '127.0.0.1'],
    ]) {
      const xml = text(await fetchFrom('/sitemap.xml'));
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
        const url = new URL(m[1]);
        assert.equal(url.hostname, host);
        return `${url.pathname}${url.search}`;
      });
      assert.ok(paths.length > 50, `${host}: ${paths.length} pages`);
      const failed = [];
      for (const path of paths) {
        const res = await fetchFrom(path);
        if (res.status !== 200 || !text(res).includes('data-route=')) failed.push(`${path}: ${res.status}`);
      }
      assert.deepEqual(failed, [], host);
    }
  });

  it('serves robots.txt naming the sitemap and disallowing the API and cabinets', async () => {
    const robots = text(await intl('/robots.txt'));
    assert.ok(robots.includes('Disallow: /api/\n'));
    assert.ok(robots.includes('Disallow: /profile\n'));
    assert.ok(robots.includes(`Sitemap: http://localhost:${port}/sitemap.xml`));
  });

  it('marks a page being built noindex and answers 404 for values that do not exist', async () => {
    const demo = text(await intl('/affiliate'));
    assert.ok(demo.includes('<meta name="robots" content="noindex">'));
    assert.ok(!demo.includes('rel="canonical"'));
    assert.equal((await intl('/lang/go')).status, 200);
    for (const path of ['/lang/perl', '/blog/no-such-article', '/en/lang/perl']) {
      const res = path.startsWith('/en/') ? await region(path) : await intl(path);
      assert.equal(res.status, 404, path);
      assert.ok(text(res).includes('data-route="notFound"'), path);
    }
  });
});
