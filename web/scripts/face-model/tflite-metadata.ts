/**
 * Adds TFLite model metadata with input NormalizationOptions to a `.tflite` flatbuffer.
 *
 * `face_detection_short_range.tflite` from `@mediapipe/face_detection` has a float32 input but no
 * metadata, and MediaPipe Tasks refuses such a model ("requires specifying NormalizationOptions
 * metadata"). The fix writes a `ModelMetadata` table (tflite-support's metadata_schema.fbs) into a new
 * model buffer and registers it under the name `TFLITE_METADATA`.
 *
 * The original model is kept byte for byte: a new Model root table is written in front of it, pointing
 * to the original operator codes, subgraphs, description and buffers, plus the new metadata.
 * Flatbuffer offsets point forward, so everything new goes before the original bytes, and the original
 * block is padded to 16 bytes so the tensor buffers keep their alignment.
 */
import { Builder, ByteBuffer } from 'flatbuffers';

/** `TFL3`: the identifier of a TFLite model flatbuffer. */
const MODEL_IDENTIFIER = 'TFL3';
/** `M001`: the identifier of a metadata flatbuffer (tflite-support metadata_schema.fbs). */
const METADATA_IDENTIFIER = 'M001';
/** Name of the `Model.metadata` entry MediaPipe reads the metadata from. */
const METADATA_NAME = 'TFLITE_METADATA';
/** The oldest metadata parser version that understands what we write. */
const MIN_PARSER_VERSION = '1.0.0';
/** Largest alignment in a TFLite model: `Buffer.data` is `force_align: 16`. */
const MAX_ALIGN = 16;
/** `ProcessUnitOptions` union tag of `NormalizationOptions`. */
const NORMALIZATION_OPTIONS_TAG = 1;

/** Field ids of tflite schema.fbs `table Model`. */
const MODEL = {
  version: 0,
  operatorCodes: 1,
  subgraphs: 2,
  description: 3,
  buffers: 4,
  metadataBuffer: 5,
  metadata: 6,
  signatureDefs: 7,
} as const;
/** Model fields that are offsets to sub-objects copied unchanged. */
const COPIED_OFFSET_FIELDS = [
  MODEL.operatorCodes,
  MODEL.subgraphs,
  MODEL.description,
  MODEL.metadataBuffer,
  MODEL.signatureDefs,
];
const MODEL_FIELD_COUNT = 8;

export interface Normalization {
  /** Per-channel (or one shared) mean subtracted from the 0–255 input. */
  mean: number[];
  /** Per-channel (or one shared) divisor applied after the mean. */
  std: number[];
  /** Human-readable model name stored in the metadata. */
  modelName: string;
}

/** Byte offset (in the vtable sense) of a table field, 4 + 2·id. */
const vtableSlot = (fieldId: number) => 4 + 2 * fieldId;

/** Reads tables of an existing flatbuffer without generated code. */
class TableReader {
  constructor(
    readonly bb: ByteBuffer,
    readonly pos: number,
  ) {}

  /** Absolute position of a field, or 0 when absent. */
  field(id: number): number {
    const rel = this.bb.__offset(this.pos, vtableSlot(id));
    return rel === 0 ? 0 : this.pos + rel;
  }

  /** Absolute position of the object an offset field points to, or 0 when absent. */
  target(id: number): number {
    const at = this.field(id);
    return at === 0 ? 0 : this.bb.__indirect(at);
  }

  /** Absolute positions of the tables a vector-of-tables field points to. */
  tables(id: number): number[] {
    const at = this.field(id);
    if (at === 0) return [];
    const start = this.bb.__vector(at);
    return Array.from({ length: this.bb.__vector_len(at) }, (_, i) => this.bb.__indirect(start + 4 * i));
  }
}

function floatVector(b: Builder, values: number[]): number {
  b.startVector(4, values.length, 4);
  for (let i = values.length - 1; i >= 0; i--) b.addFloat32(values[i] as number);
  return b.endVector();
}

function offsetVector(b: Builder, offsets: number[]): number {
  b.startVector(4, offsets.length, 4);
  for (let i = offsets.length - 1; i >= 0; i--) b.addOffset(offsets[i] as number);
  return b.endVector();
}

/** Builds the `ModelMetadata` flatbuffer: one subgraph, one input tensor with a NormalizationOptions unit. */
export function buildNormalizationMetadata({ mean, std, modelName }: Normalization): Uint8Array {
  const b = new Builder(256);
  const meanVec = floatVector(b, mean);
  const stdVec = floatVector(b, std);
  b.startObject(2); // NormalizationOptions { mean; std }
  b.addFieldOffset(0, meanVec, 0);
  b.addFieldOffset(1, stdVec, 0);
  const normalization = b.endObject();
  b.startObject(2); // ProcessUnit { options_type; options }
  b.addFieldInt8(0, NORMALIZATION_OPTIONS_TAG, 0);
  b.addFieldOffset(1, normalization, 0);
  const processUnits = offsetVector(b, [b.endObject()]);
  const tensorName = b.createString('image');
  b.startObject(5); // TensorMetadata { name; description; dimension_names; content; process_units }
  b.addFieldOffset(0, tensorName, 0);
  b.addFieldOffset(4, processUnits, 0);
  const inputTensors = offsetVector(b, [b.endObject()]);
  b.startObject(3); // SubGraphMetadata { name; description; input_tensor_metadata }
  b.addFieldOffset(2, inputTensors, 0);
  const subgraphs = offsetVector(b, [b.endObject()]);
  const name = b.createString(modelName);
  const minParser = b.createString(MIN_PARSER_VERSION);
  b.startObject(8); // ModelMetadata { name; …; subgraph_metadata (3); …; min_parser_version (7) }
  b.addFieldOffset(0, name, 0);
  b.addFieldOffset(3, subgraphs, 0);
  b.addFieldOffset(7, minParser, 0);
  b.finish(b.endObject(), METADATA_IDENTIFIER);
  return b.asUint8Array();
}

/** Returns a copy of `model` that carries input normalisation metadata. Throws if it already has metadata. */
export function addNormalizationMetadata(model: Uint8Array, normalization: Normalization): Uint8Array {
  const old = new ByteBuffer(model);
  if (old.getBufferIdentifier() !== MODEL_IDENTIFIER) throw new Error('not a TFLite model (identifier ≠ TFL3)');
  const root = new TableReader(old, old.readInt32(0));
  const existing = root.tables(MODEL.metadata);
  if (existing.some((t) => old.__string(new TableReader(old, t).field(0)) === METADATA_NAME)) {
    throw new Error(`model already has ${METADATA_NAME}`);
  }
  const oldBuffers = root.tables(MODEL.buffers);

  const b = new Builder(model.length + 1024);
  // The original bytes go first (they end up last); the vector header in front of them is unused.
  const padded = new Uint8Array(Math.ceil(model.length / MAX_ALIGN) * MAX_ALIGN);
  padded.set(model);
  b.prep(MAX_ALIGN, 0);
  b.createByteVector(padded);
  /** Builder offset (distance from the end) of a position in the original model. */
  const carried = (pos: number) => padded.length - pos;

  const metadata = buildNormalizationMetadata(normalization);
  b.startVector(1, metadata.length, MAX_ALIGN);
  for (let i = metadata.length - 1; i >= 0; i--) b.addInt8(metadata[i] as number);
  const metadataBytes = b.endVector();
  b.startObject(1); // Buffer { data }
  b.addFieldOffset(0, metadataBytes, 0);
  const metadataBuffer = b.endObject();
  const buffers = offsetVector(b, [...oldBuffers.map(carried), metadataBuffer]);

  const metadataName = b.createString(METADATA_NAME);
  b.startObject(2); // Metadata { name; buffer }
  b.addFieldOffset(0, metadataName, 0);
  b.addFieldInt32(1, oldBuffers.length, 0);
  const metadataEntries = offsetVector(b, [...existing.map(carried), b.endObject()]);

  b.startObject(MODEL_FIELD_COUNT);
  const versionAt = root.field(MODEL.version);
  b.addFieldInt32(MODEL.version, versionAt === 0 ? 0 : old.readUint32(versionAt), 0);
  for (const id of COPIED_OFFSET_FIELDS) {
    const target = root.target(id);
    if (target !== 0) b.addFieldOffset(id, carried(target), 0);
  }
  b.addFieldOffset(MODEL.buffers, buffers, 0);
  b.addFieldOffset(MODEL.metadata, metadataEntries, 0);
  b.finish(b.endObject(), MODEL_IDENTIFIER);
  return b.asUint8Array();
}

/** Reads back the input normalisation of a model's `TFLITE_METADATA`, or null when it has none. */
export function readNormalizationMetadata(model: Uint8Array): { mean: number[]; std: number[] } | null {
  const bb = new ByteBuffer(model);
  const root = new TableReader(bb, bb.readInt32(0));
  const entry = root
    .tables(MODEL.metadata)
    .map((t) => new TableReader(bb, t))
    .find((t) => bb.__string(t.field(0)) === METADATA_NAME);
  if (!entry) return null;
  const buffer = new TableReader(bb, root.tables(MODEL.buffers)[bb.readUint32(entry.field(1))] as number);
  const dataAt = buffer.field(0);
  const data = model.subarray(bb.__vector(dataAt), bb.__vector(dataAt) + bb.__vector_len(dataAt));
  const md = new ByteBuffer(data);
  if (md.getBufferIdentifier() !== METADATA_IDENTIFIER) return null;
  const modelMd = new TableReader(md, md.readInt32(0));
  const [subgraph] = modelMd.tables(3);
  const [tensor] = new TableReader(md, subgraph as number).tables(2);
  const [unit] = new TableReader(md, tensor as number).tables(4);
  const options = new TableReader(md, new TableReader(md, unit as number).target(1));
  const floats = (id: number) => {
    const at = options.field(id);
    const start = md.__vector(at);
    return Array.from({ length: md.__vector_len(at) }, (_, i) => md.readFloat32(start + 4 * i));
  };
  return { mean: floats(0), std: floats(1) };
}
