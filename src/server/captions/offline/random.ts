import { randomInt } from 'node:crypto';

/**
 * A small seeded generator (mulberry32): the same seed gives the same captions, which keeps
 * tests reproducible; a fresh seed per request gives new variety each time.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] inclusive. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    pick: (items) => items[integer(0, items.length - 1)],
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = integer(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

/** A fresh seed for a request that should not repeat the previous one. */
export function freshSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}

/**
 * Subsets of `size` items out of `count` that pairwise share at most `maxShared` items (a greedy
 * packing, in lexicographic order): the same request twice should open with mostly different
 * sentences, and independent shuffles of 16 openers would share 3 or more of 5 in about 14 % of
 * pairs. Computed once per shape; a few thousand candidates at most for the packs' sizes.
 */
const packingCache = new Map<string, number[][]>();
export function spreadSubsets(count: number, size: number, maxShared: number): readonly number[][] {
  const key = `${count}/${size}/${maxShared}`;
  const cached = packingCache.get(key);
  if (cached) return cached;
  const subsets: number[][] = [];
  const current: number[] = [];
  const visit = (start: number) => {
    if (current.length === size) {
      const candidate = [...current];
      if (subsets.every((subset) => subset.filter((item) => candidate.includes(item)).length <= maxShared)) subsets.push(candidate);
      return;
    }
    for (let item = start; item <= count - (size - current.length); item += 1) {
      current.push(item);
      visit(item + 1);
      current.pop();
    }
  };
  if (size <= count) visit(0);
  packingCache.set(key, subsets);
  return subsets;
}
