/** Training configuration of the shipped detector model (fixed seed: training is deterministic). */
import { MIN_RELIABLE_WORDS } from "@/lib/detector";
import { DEFAULT_FEATURE_CONFIG } from "@/lib/detector/features/hashing";
import type { TrainConfig } from "./pipeline";

export const TRAIN_CONFIG: TrainConfig = {
  features: { ...DEFAULT_FEATURE_CONFIG, char: 0.5, shape: 1 },
  lr: { epochs: 10, lambda: 1e-6, eta0: 0.3, denseScale: 0.3, seed: 20240601 },
  balanceSources: true,
  calibrationFolds: 5,
  calibrationGroupJaccard: 0.2,
  bags: 3,
  excerpts: { minSourceWords: 100, minWords: 40, maxWords: 120, seed: 7 },
  seed: 20240601,
  sentenceDocWeight: 0.5,
  plainIsNotAi: true,
  verdict: {
    edges: [MIN_RELIABLE_WORDS, 55, 70, 85, 100, 150, 250],
    aiEdges: [MIN_RELIABLE_WORDS, 100],
    humanEdges: [MIN_RELIABLE_WORDS, 100, 150, 250],
    maxHumanShareAi: 0.01,
    maxHumanShareAiLeaning: 0.05,
    maxAiShareHuman: 0.05,
  },
};
