// Trains a LinearModel by full-batch gradient descent on the softmax loss with an L2 penalty. Full
// batches in the examples' given order, no random draws: the same examples give the same weights,
// bit for bit, on every run and machine (the weights file is rebuilt reproducibly).
import { softmax, type LinearModel } from './linear-model.js';

export interface Example { features: readonly string[]; label: string }

export interface TrainOptions {
  name: string;
  classes: readonly string[];
  epochs?: number;
  learningRate?: number;
  /** L2 penalty per weight: keeps rare features (an ending seen twice) from deciding alone. */
  l2?: number;
  /** Decimals kept in the file: small, and the same text whatever the last bits of a float. */
  decimals?: number;
}

export function trainLinear(examples: readonly Example[], options: TrainOptions): LinearModel {
  const { classes, epochs = 300, learningRate = 0.5, l2 = 1e-3, decimals = 3 } = options;
  const k = classes.length;
  const names = [...new Set(examples.flatMap((e) => e.features))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const rows = examples.map((e) => e.features.map((f) => index.get(f)!));
  const targets = examples.map((e) => {
    const t = classes.indexOf(e.label);
    if (t < 0) throw new Error(`example label "${e.label}" is not one of the classes`);
    return t;
  });
  const w = new Float64Array(names.length * k);
  const grad = new Float64Array(names.length * k);
  const n = Math.max(examples.length, 1);
  for (let epoch = 0; epoch < epochs; epoch++) {
    grad.fill(0);
    for (let e = 0; e < rows.length; e++) {
      const row = rows[e]!;
      const sums = new Array<number>(k).fill(0);
      for (const f of row) for (let c = 0; c < k; c++) sums[c]! += w[f * k + c]!;
      const p = softmax(sums);
      for (let c = 0; c < k; c++) {
        const err = p[c]! - (c === targets[e] ? 1 : 0);
        for (const f of row) grad[f * k + c]! += err;
      }
    }
    for (let i = 0; i < w.length; i++) w[i]! -= learningRate * (grad[i]! / n + l2 * w[i]!);
  }
  const scale = 10 ** decimals;
  const weights: Record<string, number[]> = {};
  names.forEach((name, f) => {
    const row = classes.map((_, c) => Math.round(w[f * k + c]! * scale) / scale);
    // A feature whose weights all round to nothing is left out of the file.
    if (row.some((x) => x !== 0)) weights[name] = row.map((x) => (Object.is(x, -0) ? 0 : x));
  });
  return { name: options.name, classes: [...classes], weights };
}

/** The weights file's text: keys in a fixed order, one feature a line, so a retrained file diffs line by line. */
export function modelText(model: LinearModel): string {
  const lines = Object.keys(model.weights).sort().map((f) => `    ${JSON.stringify(f)}: ${JSON.stringify(model.weights[f])}`);
  const head = `{\n  "name": ${JSON.stringify(model.name)},\n  "classes": ${JSON.stringify(model.classes)},\n  "weights": {\n`;
  return `${head}${lines.join(',\n')}\n  }\n}\n`;
}
