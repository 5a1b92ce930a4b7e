// Scoring with a weights file and training one: probabilities, shape checks and bit-for-bit reproducible training.
import { describe, expect, it } from 'vitest';
import { asLinearModel, classProbabilities, classify, type LinearModel } from '../../../src/parser/learn/linear-model.js';
import { modelText, trainLinear, type Example } from '../../../src/parser/learn/train-linear.js';

const model: LinearModel = { name: 'toy', classes: ['a', 'b'], weights: { bias: [0, 0], 'is:a': [2, -2] } };

describe('classProbabilities', () => {
  it('sums the weights of the present features into a softmax, ignoring unknown features', () => {
    const p = classProbabilities(model, ['bias', 'is:a', 'never-seen']);
    expect(p[0]! + p[1]!).toBeCloseTo(1, 12);
    expect(p[0]).toBeCloseTo(1 / (1 + Math.exp(-4)), 12);
    expect(classify(model, ['bias']).probability).toBeCloseTo(0.5, 12);
    expect(classify(model, ['is:a']).label).toBe('a');
  });
});

describe('asLinearModel', () => {
  it('accepts the shape of a weights file and refuses others', () => {
    expect(asLinearModel(JSON.parse(JSON.stringify(model)))).toEqual(model);
    expect(() => asLinearModel({ name: 'x', classes: ['a'] })).toThrow(/not a linear model/);
    expect(() => asLinearModel({ name: 'x', classes: ['a', 'b'], weights: { f: [1] } })).toThrow(/one finite number per class/);
    expect(() => asLinearModel(null)).toThrow();
  });
});

/** Invented examples where one word tells the class, with a shared noise feature. */
function toyExamples(): Example[] {
  const out: Example[] = [];
  for (let i = 0; i < 60; i++) {
    const label = ['title', 'employer', 'other'][i % 3]!;
    out.push({ features: ['bias', `cue:${label}`, i % 2 ? 'noise' : 'quiet'], label });
  }
  return out;
}

describe('trainLinear', () => {
  it('learns invented cases it can tell apart', () => {
    const m = trainLinear(toyExamples(), { name: 'toy', classes: ['title', 'employer', 'other'], epochs: 200 });
    expect(classify(m, ['bias', 'cue:title', 'noise'])).toMatchObject({ label: 'title' });
    expect(classify(m, ['bias', 'cue:employer', 'quiet'])).toMatchObject({ label: 'employer' });
    expect(classify(m, ['bias', 'cue:other']).probability).toBeGreaterThan(0.8);
  });

  it('gives the same file text on every run, and a text that reads back as the model', () => {
    const options = { name: 'toy', classes: ['title', 'employer', 'other'], epochs: 50 };
    const a = modelText(trainLinear(toyExamples(), options));
    expect(modelText(trainLinear(toyExamples(), options))).toBe(a);
    expect(modelText(asLinearModel(JSON.parse(a)))).toBe(a);
  });

  it('refuses an example whose label is not a class', () => {
    const wrong = [{ features: ['bias'], label: 'boss' }];
    expect(() => trainLinear(wrong, { name: 'toy', classes: ['title'] })).toThrow(/not one of the classes/);
  });
});
