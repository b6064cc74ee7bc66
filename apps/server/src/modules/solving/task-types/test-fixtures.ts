/** Tiny real image and audio files for the tests (headers built byte by byte, padded to a size). */

/** A real 1×1 PNG (70 bytes: below the 100-byte minimum on its own). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

export function png(width: number, height: number, size = 200): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8; // bit depth
  ihdr[17] = 2; // colour type RGB
  return pad(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]), size);
}

export function jpeg(width: number, height: number, size = 200): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const head = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0xff, 0xff]), sof]);
  return Buffer.concat([pad(head, size - 2), Buffer.from([0xff, 0xd9])]);
}

export function gif(width: number, height: number, size = 200): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return pad(head, size);
}

export function webp(width: number, height: number, size = 200): Buffer {
  const head = Buffer.alloc(30);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(size - 8, 4);
  head.write('WEBPVP8X', 8, 'latin1');
  head.writeUInt32LE(10, 16);
  head.writeUIntLE(width - 1, 24, 3);
  head.writeUIntLE(height - 1, 27, 3);
  return pad(head, size);
}

export function webpLossless(width: number, height: number, size = 200): Buffer {
  const head = Buffer.alloc(25);
  head.write('RIFF', 0, 'latin1');
  head.write('WEBPVP8L', 8, 'latin1');
  head[20] = 0x2f;
  const bits = (width - 1) | ((height - 1) << 14);
  head.writeUInt32LE(bits >>> 0, 21);
  return pad(head, size);
}

export function bmp(width: number, height: number, size = 200): Buffer {
  const head = Buffer.alloc(54);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(size, 2);
  head.writeUInt32LE(40, 14);
  head.writeInt32LE(width, 18);
  head.writeInt32LE(-height, 22); // top-down
  return pad(head, size);
}

/** An MP3 starting with an ID3v2 tag. */
export function mp3(size = 400): Buffer {
  return pad(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), size);
}

export const b64 = (bytes: Buffer) => bytes.toString('base64');
