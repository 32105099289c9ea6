/** The 8-byte signature every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which must directly follow the signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  if (png.toString('ascii', 12, 16) !== 'IHDR') throw new Error('IHDR is not the first chunk');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
