import { API_DOC_VERSIONS } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { parseV1, parseV2, TASK_KINDS } from '../solving/index.ts';
import { exampleRequest } from './kinds.ts';

/** A real 300×300 PNG header, padded past the 100-byte minimum. */
function png(): string {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(300, 8);
  ihdr.writeUInt32BE(300, 12);
  ihdr[16] = 8;
  ihdr[17] = 2;
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
  return Buffer.concat([head, Buffer.alloc(200 - head.length)]).toString('base64');
}
const mp3 = () =>
  Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(400)]).toString(
    'base64',
  );

/** The example with the placeholders replaced by real files, as a client would send it. */
function withFiles(request: Record<string, unknown>): Record<string, unknown> {
  const fill = (v: unknown): unknown =>
    v === 'BASE64_IMAGE' ? png() : v === 'BASE64_MP3' ? mp3() : Array.isArray(v) ? v.map(fill) : v;
  return Object.fromEntries(Object.entries(request).map(([k, v]) => [k, fill(v)]));
}

/** The documented examples are requests the engine accepts, as the kind they document. */
describe('API documentation examples', () => {
  it.each(TASK_KINDS.flatMap((kind) => API_DOC_VERSIONS.map((version) => [kind, version] as const)))(
    '%s in %s is accepted by the engine',
    (kind, version) => {
      const request = withFiles(exampleRequest(kind, version));
      const result = version === 'v1' ? parseV1(request) : parseV2(request);
      expect(result).toMatchObject({ ok: true, spec: { kind } });
    },
  );
});
