// The face thread: one piscina thread per pool holds the face model
// (tfjs, its wasm backend and the detector's weights, ~150 MB), instead of every parse
// thread loading its own copy; and it can load the model while a parse thread is still
// extracting the file, so a cold CLI parse of a PDF with a photo pays for the two at once.
import { findFace, loadFaceModel } from './face.js';
import type { ExtractedImage } from '../types.js';

export type FaceTask = { warmUp: true } | { images: ExtractedImage[] };

export default async function runFaceTask(task: FaceTask): Promise<ExtractedImage | null> {
  if ('warmUp' in task) {
    await loadFaceModel();
    return null;
  }
  return findFace(task.images);
}
