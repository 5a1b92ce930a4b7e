// The tiny face detector's forward pass, layer by layer (100 CVs within
// 400 MB). face-api runs the whole network inside one tf.tidy, so every intermediate tensor
// of every layer stays allocated until the last layer is done: at the 416 px input that is
// ~85 MB of activations in tfjs's wasm heap, and a wasm heap never shrinks. Here each
// layer's output replaces its input at once and the first layer's temporaries are freed as
// it goes: the same arithmetic in the same order (the same numbers), a fraction of the peak.
//
// Mirrors TinyYolov2Base.forwardInput/runMobilenet of @vladmandic/face-api 1.7 for the
// configuration the tiny face detector uses (separable convolutions, a plain first layer,
// mean-RGB normalisation); any other configuration keeps face-api's own forward pass.
type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');
type Tf = FaceApi['tf'];
type Tensor4D = ReturnType<Tf['tensor4d']>;

interface ConvParams { filters: Tensor4D; bias: Tensor4D }
interface SeparableConvParams { depthwise_filter: Tensor4D; pointwise_filter: Tensor4D; bias: Tensor4D }
type MobilenetParams = { conv0: ConvParams; conv8: ConvParams } & Record<`conv${1 | 2 | 3 | 4 | 5 | 6 | 7}`, SeparableConvParams | undefined>;

interface NetInput { toBatchTensor(inputSize: number, isCenterInputs?: boolean): Tensor4D }
interface Detector {
  params?: unknown;
  config: { withSeparableConvs?: boolean; isFirstLayerConv2d?: boolean; meanRgb?: [number, number, number] };
  forwardInput(input: NetInput, inputSize: number): Tensor4D;
}

/** face-api's leaky ReLU is x ↦ relu(x − 0.1x) + 0.1x, with this 0.1. */
const LEAK = 0.10000000149011612;

/**
 * Replaces `detector.forwardInput` with the layered pass when the detector has the tiny face
 * detector's configuration. Returns whether it did.
 */
export function useLayeredForward(detector: Detector, tf: Tf): boolean {
  const { config } = detector;
  if (!config.withSeparableConvs || !config.isFirstLayerConv2d || !config.meanRgb) return false;
  const meanRgb = config.meanRgb;
  detector.forwardInput = function layeredForward(this: Detector, input: NetInput, inputSize: number): Tensor4D {
    const params = this.params as MobilenetParams | undefined;
    if (!params) throw new Error('TinyYolov2 - load model before inference');
    // face-api subtracts a mean picture it builds with fill and concat (~40 ms of cold
    // JavaScript at 416 px in a profiled run); the three means broadcast give the same differences.
    let x = tf.tidy(() => {
      const batch = tf.cast(input.toBatchTensor(inputSize, false), 'float32') as Tensor4D;
      return tf.div(tf.sub(batch, tf.tensor1d(meanRgb, 'float32')), 255) as Tensor4D;
    });
    /** The next layer's output takes the place of its input. */
    const next = (layer: (t: Tensor4D) => Tensor4D): void => {
      const out = layer(x);
      x.dispose();
      x = out;
    };
    const maxPool = (strides: [number, number]) => (t: Tensor4D) => tf.maxPool(t, [2, 2], strides, 'same') as Tensor4D;
    const separable = (p: SeparableConvParams) => (t: Tensor4D) =>
      tf.tidy(() => {
        let out = tf.pad(t, [[0, 0], [1, 1], [1, 1], [0, 0]]) as Tensor4D;
        out = tf.separableConv2d(out, p.depthwise_filter as never, p.pointwise_filter as never, [1, 1], 'valid') as Tensor4D;
        return leaky(tf.add(out, p.bias) as Tensor4D);
      });
    /** The first layer works at the input's full size: its temporaries go as soon as they are used. */
    const first = (t: Tensor4D): Tensor4D => {
      const conv = tf.conv2d(t, params.conv0.filters as never, [1, 1], 'valid') as Tensor4D;
      const biased = tf.add(conv, params.conv0.bias) as Tensor4D;
      conv.dispose();
      return leaky(biased, true);
    };
    /** face-api's leaky ReLU, each temporary freed once used (`freeInput`: the input too). */
    const leaky = (t: Tensor4D, freeInput = false): Tensor4D => {
      const leak = tf.scalar(LEAK);
      const min = tf.mul(t, leak) as Tensor4D;
      leak.dispose();
      const diff = tf.sub(t, min) as Tensor4D;
      if (freeInput) t.dispose();
      const relu = tf.relu(diff) as Tensor4D;
      diff.dispose();
      const out = tf.add(relu, min) as Tensor4D;
      relu.dispose();
      min.dispose();
      return out;
    };

    next(first);
    next(maxPool([2, 2]));
    for (const layer of [params.conv1, params.conv2, params.conv3, params.conv4]) {
      next(separable(layer!));
      next(maxPool([2, 2]));
    }
    next(separable(params.conv5!));
    next(maxPool([1, 1]));
    if (params.conv6) next(separable(params.conv6));
    if (params.conv7) next(separable(params.conv7));
    next((t) => tf.tidy(() => tf.add(tf.conv2d(t, params.conv8.filters as never, [1, 1], 'valid'), params.conv8.bias) as Tensor4D));
    return x;
  };
  return true;
}
