// A zip written by hand for the tests: each entry deflated (or stored), with a central directory
// whose sizes are the true ones unless `declaredSize` lies (a bomb lies or tells the truth).
import { deflateRawSync } from "node:zlib";

export type TestZipEntry = { name: string; data: Buffer; declaredSize?: number; stored?: boolean };

export function zipOf(entries: TestZipEntry[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  // The same bytes in several entries (a bomb's) are deflated once.
  const deflated = new Map<Buffer, Buffer>();
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const method = e.stored ? 0 : 8;
    if (!e.stored && !deflated.has(e.data)) deflated.set(e.data, deflateRawSync(e.data));
    const compressed = e.stored ? e.data : deflated.get(e.data)!;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(e.declaredSize ?? e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(e.declaredSize ?? e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
