// A multinomial logistic regression over named binary features: the weights file's shape, and how
// a list of features is scored against it. Pure; loading the file is model-file.ts's job.

export interface LinearModel {
  /** What the model decides, e.g. "work-part-role". */
  name: string;
  /** The answers, in the order of every weight row. */
  classes: string[];
  /** Per feature name, one weight per class; a feature the model never saw weighs nothing. */
  weights: Record<string, number[]>;
}

/** The probability of each class for a set of present features (softmax of the summed weights). */
export function classProbabilities(model: LinearModel, features: readonly string[]): number[] {
  const sums = model.classes.map(() => 0);
  for (const f of features) {
    const row = model.weights[f];
    if (!row) continue;
    for (let c = 0; c < sums.length; c++) sums[c]! += row[c] ?? 0;
  }
  return softmax(sums);
}

export function softmax(sums: readonly number[]): number[] {
  const top = Math.max(...sums);
  const exps = sums.map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The most likely class and its probability. */
export function classify(model: LinearModel, features: readonly string[]): { label: string; probability: number } {
  const p = classProbabilities(model, features);
  let best = 0;
  for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  return { label: model.classes[best]!, probability: p[best]! };
}

/** Checks a parsed weights file has the model's shape; throws on anything else. */
export function asLinearModel(value: unknown): LinearModel {
  const m = value as Partial<LinearModel> | null;
  if (!m || typeof m.name !== 'string' || !Array.isArray(m.classes) || m.classes.some((c) => typeof c !== 'string')
    || typeof m.weights !== 'object' || m.weights === null) {
    throw new Error('not a linear model: expected { name, classes, weights }');
  }
  for (const [feature, row] of Object.entries(m.weights)) {
    if (!Array.isArray(row) || row.length !== m.classes.length || row.some((w) => typeof w !== 'number' || !Number.isFinite(w))) {
      throw new Error(`not a linear model: the weights of "${feature}" are not one finite number per class`);
    }
  }
  return m as LinearModel;
}
