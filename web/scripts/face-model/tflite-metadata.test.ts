import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ByteBuffer } from 'flatbuffers';
import { describe, expect, it } from 'vitest';
import { addNormalizationMetadata, readNormalizationMetadata } from './tflite-metadata.ts';

const require = createRequire(import.meta.url);
const original = new Uint8Array(
  readFileSync(require.resolve('@mediapipe/face_detection/face_detection_short_range.tflite')),
);
const normalization = { mean: [127.5], std: [127.5], modelName: 'BlazeFace short-range' };

/** The `data` bytes of every Buffer in a model, in order. */
function bufferContents(model: Uint8Array): string[] {
  const bb = new ByteBuffer(model);
  const root = bb.readInt32(0);
  const buffersAt = root + bb.__offset(root, 4 + 2 * 4);
  const start = bb.__vector(buffersAt);
  return Array.from({ length: bb.__vector_len(buffersAt) }, (_, i) => {
    const table = bb.__indirect(start + 4 * i);
    const dataRel = bb.__offset(table, 4);
    if (dataRel === 0) return '';
    const at = table + dataRel;
    const bytes = model.subarray(bb.__vector(at), bb.__vector(at) + bb.__vector_len(at));
    return Buffer.from(bytes).toString('base64');
  });
}

describe('addNormalizationMetadata', () => {
  it('the shipped BlazeFace model has no metadata (why the patch exists)', () => {
    expect(readNormalizationMetadata(original)).toBeNull();
  });

  it('adds mean/std normalisation that reads back', () => {
    const patched = addNormalizationMetadata(original, normalization);
    expect(String.fromCharCode(...patched.subarray(4, 8))).toBe('TFL3');
    expect(readNormalizationMetadata(patched)).toEqual({ mean: [127.5], std: [127.5] });
  });

  it('keeps every weight buffer identical and 16-byte aligned, adding one buffer for the metadata', () => {
    const patched = addNormalizationMetadata(original, normalization);
    const before = bufferContents(original);
    const after = bufferContents(patched);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect(patched.length % 16).toBe(0);
  });

  it('refuses a model that already has metadata and a file that is not a model', () => {
    const patched = addNormalizationMetadata(original, normalization);
    expect(() => addNormalizationMetadata(patched, normalization)).toThrow(/already has TFLITE_METADATA/);
    expect(() => addNormalizationMetadata(new Uint8Array(64), normalization)).toThrow(/not a TFLite model/);
  });
});
