/**
 * A small ridge logistic regression with an offset, fitted by Newton's method with step
 * halving: deterministic (no randomness, fixed iteration cap) and exact enough for a few
 * thousand rows and a dozen coefficients.
 *
 * logit(p_i) = intercept + offset_i + Σ_j coef_j · x_ij, minimising the weighted log loss plus
 * `ridge` · Σ_j coef_j² (the intercept is barely penalised).
 */
export interface LogisticRows {
  x: number[][];
  offset: number[];
  label: number[];
  weight: number[];
}

const MAX_ITERATIONS = 30;
const INTERCEPT_RIDGE = 1e-6;
const TOLERANCE = 1e-10;

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));
/** log(1 + e^z) without overflow. */
const softplus = (z: number) => (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)));

function lossOf(rows: LogisticRows, beta: number[], ridge: number): number {
  let loss = INTERCEPT_RIDGE * beta[0]! ** 2;
  for (let j = 1; j < beta.length; j++) loss += ridge * beta[j]! ** 2;
  for (let i = 0; i < rows.label.length; i++) {
    const z = linear(rows, beta, i);
    loss += rows.weight[i]! * (softplus(z) - rows.label[i]! * z);
  }
  return loss;
}

function linear(rows: LogisticRows, beta: number[], i: number): number {
  const xi = rows.x[i]!;
  let z = beta[0]! + rows.offset[i]!;
  for (let j = 0; j < xi.length; j++) z += beta[j + 1]! * xi[j]!;
  return z;
}

/** Solves A·v = b (A symmetric positive definite) by Gaussian elimination with pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** [intercept, coef_1 … coef_k] minimising the penalised loss. */
export function fitLogistic(rows: LogisticRows, features: number, ridge: number): number[] {
  const k = features + 1;
  // Start from the approval rate (the intercept alone): Newton's first step stays modest.
  const total = rows.weight.reduce((a, b) => a + b, 0);
  const rate = rows.label.reduce((sum, y, i) => sum + y * rows.weight[i]!, 0) / (total || 1);
  const clamped = Math.min(0.99, Math.max(0.01, rate));
  let beta = new Array<number>(k).fill(0);
  beta[0] = Math.log(clamped / (1 - clamped));
  let loss = lossOf(rows, beta, ridge);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    grad[0] = 2 * INTERCEPT_RIDGE * beta[0]!;
    hess[0]![0] = 2 * INTERCEPT_RIDGE;
    for (let j = 1; j < k; j++) {
      grad[j] = 2 * ridge * beta[j]!;
      hess[j]![j] = 2 * ridge;
    }
    for (let i = 0; i < rows.label.length; i++) {
      const p = sigmoid(linear(rows, beta, i));
      const w = rows.weight[i]!;
      const z = [1, ...rows.x[i]!];
      const r = w * (p - rows.label[i]!);
      const h = w * p * (1 - p);
      for (let a = 0; a < k; a++) {
        grad[a]! += r * z[a]!;
        for (let b = 0; b < k; b++) hess[a]![b]! += h * z[a]! * z[b]!;
      }
    }
    const step = solve(hess, grad);
    let scale = 1;
    let next = beta.map((v, j) => v - step[j]!);
    let nextLoss = lossOf(rows, next, ridge);
    while (nextLoss > loss && scale > 1e-4) {
      scale /= 2;
      next = beta.map((v, j) => v - scale * step[j]!);
      nextLoss = lossOf(rows, next, ridge);
    }
    if (nextLoss > loss) break;
    const improved = loss - nextLoss;
    beta = next;
    loss = nextLoss;
    if (improved < TOLERANCE) break;
  }
  return beta;
}
