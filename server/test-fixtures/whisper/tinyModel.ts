/**
 * Writes a small whisper.cpp model in the real ggml format: the multilingual tiny model's
 * layout with one encoder and one decoder layer, state 64, one head, and fixed pseudo-random
 * weights. No model can be downloaded on the build machines, so tests load this one through
 * the same code a real model takes. What it transcribes is noise; that it runs is the point.
 *
 *   npx tsx server/test-fixtures/whisper/tinyModel.ts out/ggml-test-tiny.bin
 *
 * Details whisper.cpp insists on (found the hard way):
 * - at least the 50257 ordinary vocabulary entries (the loader appends the special tokens up to
 *   n_vocab), one of them a single space, or transcription never settles;
 * - n_vocab 51865 makes the model multilingual, so "th" is accepted;
 * - n_audio_ctx below 1500 silently shortens the 30 s window;
 * - every tensor of the layout, with its exact name, shape and type: biases, norms and
 *   positional embeddings f32; matrices, convolutions and the token embedding f16; key
 *   projections have no bias.
 */
import { open } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

export interface TinyWhisperModelShape {
  audioLayers: number;
  textLayers: number;
  state: number;
  heads: number;
}

const GGML_MAGIC = 0x67676d6c;
const N_VOCAB = 51865;
const ORDINARY_TOKENS = 50257;
const N_AUDIO_CTX = 1500;
const N_TEXT_CTX = 448;
const N_MELS = 80;
const N_FFT_BINS = 201;
const SAMPLE_RATE = 16000;
const FTYPE_F16 = 1;
const TYPE_F32 = 0;
const TYPE_F16 = 1;

const DEFAULT_SHAPE: TinyWhisperModelShape = { audioLayers: 1, textLayers: 1, state: 64, heads: 1 };

interface TensorSpec {
  name: string;
  /** ggml order: ne[0] varies fastest. */
  shape: number[];
  type: typeof TYPE_F32 | typeof TYPE_F16;
  fill: 'random' | 'ones' | 'zeros';
}

/** Writes the model and returns its size in bytes. */
export async function writeTinyWhisperModel(path: string, shape: Partial<TinyWhisperModelShape> = {}): Promise<number> {
  const { audioLayers, textLayers, state, heads } = { ...DEFAULT_SHAPE, ...shape };
  const random = seededRandom(20251124);
  const file = await open(path, 'w');
  let size = 0;
  const write = async (buffer: Buffer) => {
    await file.write(buffer);
    size += buffer.length;
  };
  try {
    await write(int32s([GGML_MAGIC, N_VOCAB, N_AUDIO_CTX, state, heads, audioLayers, N_TEXT_CTX, state, heads, textLayers, N_MELS, FTYPE_F16]));
    await write(int32s([N_MELS, N_FFT_BINS]));
    await write(float32s(melFilters()));
    await write(vocabulary());
    for (const tensor of tensorLayout(audioLayers, textLayers, state)) {
      const name = Buffer.from(tensor.name, 'utf8');
      await write(int32s([tensor.shape.length, name.length, tensor.type, ...tensor.shape]));
      await write(name);
      await write(tensorData(tensor, random));
    }
  } finally {
    await file.close();
  }
  return size;
}

function tensorLayout(audioLayers: number, textLayers: number, state: number): TensorSpec[] {
  const f32 = (name: string, shape: number[], fill: TensorSpec['fill'] = 'random'): TensorSpec => ({ name, shape, type: TYPE_F32, fill });
  const f16 = (name: string, shape: number[]): TensorSpec => ({ name, shape, type: TYPE_F16, fill: 'random' });
  const norm = (prefix: string) => [f32(`${prefix}.weight`, [state], 'ones'), f32(`${prefix}.bias`, [state], 'zeros')];
  const attention = (prefix: string) => [
    f16(`${prefix}.query.weight`, [state, state]),
    f32(`${prefix}.query.bias`, [state]),
    f16(`${prefix}.key.weight`, [state, state]),
    f16(`${prefix}.value.weight`, [state, state]),
    f32(`${prefix}.value.bias`, [state]),
    f16(`${prefix}.out.weight`, [state, state]),
    f32(`${prefix}.out.bias`, [state]),
  ];
  const mlp = (prefix: string) => [
    ...norm(`${prefix}.mlp_ln`),
    f16(`${prefix}.mlp.0.weight`, [state, 4 * state]),
    f32(`${prefix}.mlp.0.bias`, [4 * state]),
    f16(`${prefix}.mlp.2.weight`, [4 * state, state]),
    f32(`${prefix}.mlp.2.bias`, [state]),
  ];
  const layers = (count: number, build: (prefix: string) => TensorSpec[], prefix: string) =>
    Array.from({ length: count }, (_, index) => build(`${prefix}.${index}`)).flat();

  return [
    f32('encoder.positional_embedding', [state, N_AUDIO_CTX]),
    f16('encoder.conv1.weight', [3, N_MELS, state]),
    f32('encoder.conv1.bias', [1, state]),
    f16('encoder.conv2.weight', [3, state, state]),
    f32('encoder.conv2.bias', [1, state]),
    ...layers(audioLayers, (p) => [...mlp(p), ...norm(`${p}.attn_ln`), ...attention(`${p}.attn`)], 'encoder.blocks'),
    ...norm('encoder.ln_post'),
    f32('decoder.positional_embedding', [state, N_TEXT_CTX]),
    f16('decoder.token_embedding.weight', [state, N_VOCAB]),
    ...layers(
      textLayers,
      (p) => [...mlp(p), ...norm(`${p}.attn_ln`), ...attention(`${p}.attn`), ...norm(`${p}.cross_attn_ln`), ...attention(`${p}.cross_attn`)],
      'decoder.blocks',
    ),
    ...norm('decoder.ln'),
  ];
}

/**
 * Printable ASCII one character each (the single space among them), then words with a leading
 * space so that decoded tokens form words the way whisper's byte-pair vocabulary does.
 */
function vocabulary(): Buffer {
  const tokens: string[] = [];
  for (let code = 32; code < 127; code++) tokens.push(String.fromCharCode(code));
  while (tokens.length < ORDINARY_TOKENS) tokens.push(` w${tokens.length}`);
  const parts = [int32s([tokens.length])];
  for (const token of tokens) {
    const bytes = Buffer.from(token, 'utf8');
    parts.push(int32s([bytes.length]), bytes);
  }
  return Buffer.concat(parts);
}

/** Triangular filters evenly spaced on the mel scale, as whisper's front end expects (80 x 201). */
function melFilters(): number[] {
  const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const hz = (m: number) => 700 * (10 ** (m / 2595) - 1);
  const top = mel(SAMPLE_RATE / 2);
  const edges = Array.from({ length: N_MELS + 2 }, (_, index) => hz((top * index) / (N_MELS + 1)));
  const values: number[] = [];
  for (let filter = 0; filter < N_MELS; filter++) {
    const [low, centre, high] = [edges[filter], edges[filter + 1], edges[filter + 2]];
    for (let bin = 0; bin < N_FFT_BINS; bin++) {
      const frequency = (bin * SAMPLE_RATE) / 2 / (N_FFT_BINS - 1);
      const rising = (frequency - low) / (centre - low);
      const falling = (high - frequency) / (high - centre);
      values.push(Math.max(0, Math.min(rising, falling)) * (2 / (high - low)));
    }
  }
  return values;
}

function tensorData(tensor: TensorSpec, random: () => number): Buffer {
  const count = tensor.shape.reduce((product, n) => product * n, 1);
  const value = () => (tensor.fill === 'ones' ? 1 : tensor.fill === 'zeros' ? 0 : (random() * 2 - 1) * 0.1);
  const buffer = Buffer.alloc(count * (tensor.type === TYPE_F16 ? 2 : 4));
  for (let index = 0; index < count; index++) {
    if (tensor.type === TYPE_F16) buffer.writeUInt16LE(toHalf(value()), index * 2);
    else buffer.writeFloatLE(value(), index * 4);
  }
  return buffer;
}

/** IEEE 754 half precision, for the small finite values written here (no NaN or infinity). */
function toHalf(value: number): number {
  const f32 = new Float32Array([value]);
  const bits = new Uint32Array(f32.buffer)[0];
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  const mantissa = bits & 0x7fffff;
  if (exponent <= 0) return sign;
  if (exponent >= 31) return sign | 0x7bff;
  return sign | (exponent << 10) | (mantissa >>> 13);
}

function int32s(values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => (value > 0x7fffffff ? buffer.writeUInt32LE(value, index * 4) : buffer.writeInt32LE(value, index * 4)));
  return buffer;
}

function float32s(values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => buffer.writeFloatLE(value, index * 4));
  return buffer;
}

/** mulberry32: the same weights on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const output = process.argv[2];
  if (!output) {
    console.error('usage: tsx server/test-fixtures/whisper/tinyModel.ts <output.bin>');
    process.exit(2);
  }
  const bytes = await writeTinyWhisperModel(output);
  console.log(`${output}: ${(bytes / 1e6).toFixed(1)} MB`);
}
