// The tiny face detector run layer by layer: the same numbers as face-api's
// own forward pass, in a smaller wasm heap. Both passes run on the real model and tfjs wasm.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLayeredForward } from '../../../src/parser/images/layered-forward.js';

type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');
type Detector = Parameters<typeof useLayeredForward>[0];
/** The engine calls of tfjs this test makes, which face-api's bundled typings leave out. */
interface TfEngine {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  backend(): { wasm: { HEAPU8: Uint8Array } };
  memory(): { numTensors: number };
}

const require = createRequire(import.meta.url);
let api: FaceApi;
const engine = (): TfEngine => api.tf as unknown as TfEngine;
let heapBytes: () => number;

beforeAll(async () => {
  api = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  wasm.setWasmPaths(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm')) + '/');
  await engine().setBackend('wasm');
  await engine().ready();
  await api.nets.tinyFaceDetector.loadFromDisk(join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'));
  heapBytes = () => engine().backend().wasm.HEAPU8.buffer.byteLength;
}, 60_000);

/** A reproducible picture with structure (gradients and a bright disc), as int32 pixels. */
function picture(width: number, height: number) {
  const data = new Int32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inDisc = (x - width / 2) ** 2 + (y - height / 2.5) ** 2 < (width / 4) ** 2;
      const i = (y * width + x) * 3;
      data[i] = inDisc ? 230 : (x * 255) / width;
      data[i + 1] = inDisc ? 190 : (y * 255) / height;
      data[i + 2] = inDisc ? 160 : ((x + y) * 97) % 256;
    }
  }
  return api.tf.tensor3d(data, [height, width, 3], 'int32');
}

/** A detector of its own (the shared one keeps face-api's pass), with the loaded weights. */
function layeredDetector(): Detector {
  const shared = api.nets.tinyFaceDetector as unknown as Detector & { params: unknown };
  const own = Object.create(shared) as Detector;
  expect(useLayeredForward(own, api.tf)).toBe(true);
  return own;
}

describe('useLayeredForward', () => {
  it('computes what face-api computes, number for number', async () => {
    const image = picture(300, 416);
    const netInput = await api.toNetInput(image);
    const original = (api.nets.tinyFaceDetector as unknown as Detector).forwardInput(netInput as never, 416);
    const layered = layeredDetector().forwardInput(netInput as never, 416);
    expect(layered.shape).toEqual(original.shape);
    const [a, b] = [await original.data(), await layered.data()];
    let largest = 0;
    for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
    expect(largest).toBe(0);
    for (const t of [image, original, layered]) t.dispose();
  }, 60_000);

  it('leaves no tensor behind but its result', async () => {
    const image = picture(320, 240);
    const netInput = await api.toNetInput(image);
    const before = engine().memory().numTensors;
    const out = layeredDetector().forwardInput(netInput as never, 416);
    expect(engine().memory().numTensors).toBe(before + 1);
    out.dispose();
    image.dispose();
  }, 60_000);

  it('grows the wasm heap less than face-api\'s own pass', async () => {
    // The heap never shrinks: the layered pass runs first, then face-api's may grow it further.
    const image = picture(416, 416);
    const netInput = await api.toNetInput(image);
    layeredDetector().forwardInput(netInput as never, 416).dispose();
    const afterLayered = heapBytes();
    (api.nets.tinyFaceDetector as unknown as Detector).forwardInput(netInput as never, 416).dispose();
    expect(heapBytes()).toBeGreaterThan(afterLayered);
    image.dispose();
  }, 60_000);

  it('keeps face-api\'s pass for other network configurations', () => {
    const other = { config: { withSeparableConvs: false, isFirstLayerConv2d: false }, forwardInput: () => api.tf.zeros([1]) } as unknown as Detector;
    const before = other.forwardInput;
    expect(useLayeredForward(other, api.tf)).toBe(false);
    expect(other.forwardInput).toBe(before);
  });
});
