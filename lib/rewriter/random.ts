import { mulberry32 } from "@/lib/random";

/** FNV-1a: a fast, stable string hash used to seed the generator. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Seeded choices (mulberry32) so the same request always gets the same rewrite. */
export class Rng {
  private readonly draw: () => number;

  constructor(seed: number) {
    this.draw = mulberry32(seed);
  }

  next(): number {
    return this.draw();
  }

  chance(probability: number): boolean {
    return probability >= 1 || (probability > 0 && this.next() < probability);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  pickWeighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1];
  }
}
