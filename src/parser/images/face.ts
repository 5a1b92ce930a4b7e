// Step 4: the portrait photo — find a face among the extracted images, crop it with a
// margin, JPEG (DESIGN.md §6 `face`).
//
// Why this detector: @vladmandic/face-api's tiny face detector. Its weights (190 KB) ship
// inside the npm package, so nothing is downloaded at install or run time, and
// it runs on tfjs's wasm backend: ~140 ms per image on this machine, against ~2 s on the
// pure-JS cpu backend and 470 ms for ssdMobilenetv1 (PLATFORM.md §6). On the corpus it
// found all four photos with no false positive on QR codes, logos or avatar silhouettes.
// The main face-api entry needs tfjs-node (a native download), hence the node-wasm build.
// bench/parse measures it ("face detection per image").
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { useLayeredForward } from './layered-forward.js';
import { loadSharp } from './sharp-loader.js';
import type { ExtractedImage } from '../types.js';

type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');

interface Face { image: ExtractedImage; score: number; box: { x: number; y: number; width: number; height: number } }

/** The tiny detector's input size: every picture is scaled to a 416 px square inside tfjs. */
const INPUT_SIZE = 416;
/**
 * Pictures are shrunk to the detector's input size by sharp, before tfjs: tfjs would scale
 * them down to it anyway, and a larger picture only grows tfjs's wasm heap, which never
 * shrinks (640 px: 118 MB, 416 px: 87 MB, measured; the target: 100 CVs within 400 MB).
 */
export const DETECT_SIDE = INPUT_SIZE;
const MIN_SCORE = 0.5;
/** White border around each image, as a share of its longer side (see detectBest). */
const PAD = 0.25;
/** Smaller pictures are scaled up to DETECT_SIDE: the tiny detector needs a face of ~40 px or more. */
const MIN_DETECT_SIDE = 320;
/** Margin added on every side of the face box, as a share of its size: head and shoulders. */
const MARGIN = 0.4;
/** Banners and rules are not photos. */
const MAX_ASPECT = 3;
const MAX_IMAGES = 12;
/** A face this certain is the portrait: the remaining images (logos, icons) need no look. */
const SURE_SCORE = 0.9;

/**
 * The warm-up's input size: xnnpack sets each convolution up once per thread whatever the
 * picture's size, so a small blank picture warms the kernels at a fraction of the compute.
 */
const WARM_UP_INPUT = 128;

let faceApi: Promise<FaceApi> | null = null;

/** The best face over all images, cropped; null when there is none. */
export async function findFace(images: ExtractedImage[]): Promise<ExtractedImage | null> {
  const candidates = lookOrder(images.filter((i) => Math.max(i.width, i.height) / Math.min(i.width, i.height) <= MAX_ASPECT)).slice(0, MAX_IMAGES);
  if (candidates.length === 0) return null;
  const api = await loadFaceApi();
  let best: Face | null = null;
  for (const image of candidates) {
    const face = await detectBest(api, image);
    if (face && (!best || face.score > best.score)) best = face;
    if (best && best.score >= SURE_SCORE) break;
  }
  return best ? crop(best) : null;
}

/**
 * Upright and square pictures first, then the others, each group in document order: a CV's
 * photo is one of the first kind, and a sure face there spares the looks at banners and
 * backgrounds (~100 ms each).
 */
export function lookOrder(images: readonly ExtractedImage[]): ExtractedImage[] {
  return [...images.filter(isPortraitShaped), ...images.filter((image) => !isPortraitShaped(image))];
}

/**
 * The picture as it is first; when that finds nothing, a second look. Europass-style headers
 * print a passport crop: the face fills the frame, often small and greyscale, and the detector
 * misses faces that touch the edges or span a few dozen pixels. The second look gives the
 * picture a white border and scales it up to the detector's working size.
 */
async function detectBest(api: FaceApi, image: ExtractedImage): Promise<Face | null> {
  const first = await detectIn(api, image, 0);
  if (first || !isPortraitShaped(image)) return first;
  return detectIn(api, image, Math.round(PAD * Math.max(image.width, image.height)));
}

/** Passport and portrait photos are upright or square; banners, logos in a row and icons are not worth a second look. */
function isPortraitShaped(image: ExtractedImage): boolean {
  const ratio = image.height / image.width;
  return ratio >= 0.75 && ratio <= 1.6 && Math.min(image.width, image.height) >= 24;
}

async function detectIn(api: FaceApi, image: ExtractedImage, pad: number): Promise<Face | null> {
  const sharp = await loadSharp();
  const fit = detectionSize(image.width, image.height, pad);
  // sharp resizes before it extends, whatever the call order: the picture is scaled to its
  // share of the frame and the border is added at that scale, so the whole stays within
  // DETECT_SIDE. (Extending by the unscaled border once fed the detector 2,300 px squares
  // of white, and grew tfjs's wasm heap to ~290 MB)
  const decoded = await sharp(image.bytes)
    .flatten({ background: '#ffffff' })
    .resize({ width: fit.width, height: fit.height, fit: 'fill' })
    .extend({ top: fit.pad, bottom: fit.pad, left: fit.pad, right: fit.pad, background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null); // an image sharp cannot decode has no face to find
  if (!decoded) return null;
  const { data, info } = decoded;
  const tensor = api.tf.tensor3d(data, [info.height, info.width, 3], 'int32');
  try {
    const options = new api.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE });
    const found = await api.detectAllFaces(tensor as unknown as Parameters<FaceApi['detectAllFaces']>[0], options);
    const top = found.sort((a, b) => b.score - a.score)[0];
    if (!top) return null;
    // Back to the picture's own pixels: remove the border, undo the scaling.
    const scale = image.width / fit.width;
    const { x, y, width, height } = top.box;
    return { image, score: top.score, box: { x: (x - fit.pad) * scale, y: (y - fit.pad) * scale, width: width * scale, height: height * scale } };
  } finally {
    tensor.dispose();
  }
}

/**
 * The picture's size in the detector's input and the border around it (`pad` is in the
 * picture's pixels). The whole frame fits DETECT_SIDE; a small picture given a border is
 * scaled up to it (the tiny detector needs a face of ~40 px), one without stays as it is.
 */
export function detectionSize(width: number, height: number, pad: number): { width: number; height: number; pad: number } {
  const frame = Math.max(width, height) + 2 * pad;
  const factor = frame > DETECT_SIDE || (pad > 0 && frame < MIN_DETECT_SIDE) ? DETECT_SIDE / frame : 1;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)), pad: Math.round(pad * factor) };
}

async function crop({ image, box }: Face): Promise<ExtractedImage> {
  const mx = box.width * MARGIN;
  const my = box.height * MARGIN;
  // Boxes may reach past the picture's edge: clamp so sharp's extract stays inside it.
  const left = Math.min(image.width - 1, Math.max(0, Math.floor(box.x - mx)));
  const top = Math.min(image.height - 1, Math.max(0, Math.floor(box.y - my)));
  const width = Math.min(image.width - left, Math.ceil(box.width + 2 * mx));
  const height = Math.min(image.height - top, Math.ceil(box.height + 2 * my));
  const sharp = await loadSharp();
  const { data, info } = await sharp(image.bytes)
    .extract({ left, top, width: Math.max(1, width), height: Math.max(1, height) })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), mime: 'image/jpeg', width: info.width, height: info.height };
}

/**
 * Loads the detector now (the face thread's warm-up), so the first findFace does not wait
 * for it, and runs it once on a blank picture: the first inference costs ~150 ms more than
 * the next ones (wasm kernels set up), and the face thread is otherwise idle while the
 * parse thread extracts the file (cold start of a PDF with a photo).
 * sharp, which every look decodes with, is loaded meanwhile too.
 */
export async function loadFaceModel(): Promise<void> {
  const [api] = await Promise.all([loadFaceApi(), loadSharp()]);
  const blank = api.tf.zeros([64, 64, 3], 'int32');
  try {
    const options = new api.TinyFaceDetectorOptions({ inputSize: WARM_UP_INPUT, scoreThreshold: MIN_SCORE });
    await api.detectAllFaces(blank as unknown as Parameters<FaceApi['detectAllFaces']>[0], options);
  } finally {
    blank.dispose();
  }
}

/**
 * Loaded once per thread, on the first document that has images. Everything here is
 * CommonJS (face-api's node-wasm build requires '@tensorflow/tfjs'): require loads it in
 * ~170 ms of CPU where import() took ~430 ms, because the ESM loader first lexes every
 * CommonJS file for its export names (cjs-module-lexer) — measured cold on Node 20.
 */
function loadFaceApi(): Promise<FaceApi> {
  faceApi ??= (async () => {
    // Each package by a require called at once: the face thread's bundle carries them
    // (scripts/bundle-threads.mjs), compiled from its code cache.
    const api = createRequire(import.meta.url)('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasm = createRequire(import.meta.url)('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
    // face-api requires tfjs's CommonJS build; requiring the same entry gets the same instance.
    const tf = createRequire(import.meta.url)('@tensorflow/tfjs') as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    const resolve = createRequire(import.meta.url).resolve;
    const wasmDir = dirname(resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    wasm.setWasmPaths(wasmDir + '/');
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = join(dirname(resolve('@vladmandic/face-api/package.json')), 'model');
    await api.nets.tinyFaceDetector.loadFromDisk(modelDir);
    // Layer by layer: about half the wasm heap (./layered-forward.ts).
    useLayeredForward(api.nets.tinyFaceDetector as unknown as Parameters<typeof useLayeredForward>[0], api.tf);
    return api;
  })().catch((err: unknown) => {
    faceApi = null;
    throw err;
  });
  return faceApi;
}
