/**
 * An independent AI-text judge for the humanizer bench: logistic regression on hashed character
 * 3-5-grams, trained on the corpus's train split. It shares no features or code with lib/detector
 * (word n-grams, stylometry, predictability), so the humanizer cannot be tuned against it by accident.
 */
const BITS = 20;
const SIZE = 1 << BITS;
const EPOCHS = 4;
const LEARNING_RATE = 0.5;
const L2 = 1e-6;

function hash(text: string, start: number, length: number): number {
  let h = 2166136261 ^ length;
  for (let i = start; i < start + length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) & (SIZE - 1);
}

function features(text: string): Int32Array {
  const t = ` ${text.replace(/\s+/g, " ").trim()} `;
  const seen = new Set<number>();
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= t.length; i++) seen.add(hash(t, i, n));
  return Int32Array.from(seen);
}

export interface Judge {
  /** 0-100, like the product's checker: the judge's probability that the text is AI-written. */
  score(text: string): number;
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));
}

export function trainJudge(rows: readonly { text: string; label: string }[]): Judge {
  const weights = new Float32Array(SIZE);
  let bias = 0;
  const data = rows.map((row) => ({ x: features(row.text), y: row.label === "ai" ? 1 : 0 }));
  const order = data.map((_, i) => i);
  let seed = 7;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const rate = LEARNING_RATE / (1 + epoch);
    for (const index of order) {
      const { x, y } = data[index];
      const scale = 1 / Math.sqrt(x.length || 1);
      let z = bias;
      for (const f of x) z += weights[f] * scale;
      const gradient = sigmoid(z) - y;
      for (const f of x) weights[f] -= rate * (gradient * scale + L2 * weights[f]);
      bias -= rate * gradient * 0.1;
    }
  }
  return {
    score(text) {
      const x = features(text);
      const scale = 1 / Math.sqrt(x.length || 1);
      let z = bias;
      for (const f of x) z += weights[f] * scale;
      return 100 * sigmoid(z);
    },
  };
}

/** Area under the ROC curve: the chance a random AI text outscores a random human one. */
export function auc(scored: readonly { score: number; ai: boolean }[]): number {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j].score === sorted[i].score) j++;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k++)
      if (sorted[k].ai) {
        rankSum += rank;
        positives++;
      }
    i = j;
  }
  const negatives = sorted.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}
