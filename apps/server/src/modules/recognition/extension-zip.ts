import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Adds one stored (uncompressed) file to a ZIP without unpacking it: the new entry goes after the
 * existing ones, then the old central directory with the new record, then a new end record.
 * Enough for the extension's zip (no zip64, no archive comment); returns null for anything else.
 */
export function zipWithFile(zip: Buffer, name: string, data: Buffer): Buffer | null {
  const end = zip.length - 22;
  if (end < 0 || zip.readUInt32LE(end) !== 0x06054b50) return null;
  const count = zip.readUInt16LE(end + 10);
  const cdSize = zip.readUInt32LE(end + 12);
  const cdOffset = zip.readUInt32LE(end + 16);
  if (cdOffset + cdSize !== end || count === 0xffff) return null;
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt16LE(0x0800, 6);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(cdOffset, 42);
  const newCdOffset = cdOffset + local.length + nameBytes.length + data.length;
  const newEnd = Buffer.alloc(22);
  newEnd.writeUInt32LE(0x06054b50, 0);
  newEnd.writeUInt16LE(count + 1, 8);
  newEnd.writeUInt16LE(count + 1, 10);
  newEnd.writeUInt32LE(cdSize + central.length + nameBytes.length, 12);
  newEnd.writeUInt32LE(newCdOffset, 16);
  return Buffer.concat([
    zip.subarray(0, cdOffset),
    local,
    nameBytes,
    data,
    zip.subarray(cdOffset, end),
    central,
    nameBytes,
    newEnd,
  ]);
}

/** The files in a ZIP by name (stored or deflated entries), read from its central directory. */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return out;
}
