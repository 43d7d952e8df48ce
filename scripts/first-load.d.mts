/** Types of what the route gate (tests/e2e/route-gate.spec.ts) imports from ./first-load.mjs. */
import type { Page } from '@playwright/test';

export interface Limits {
  homeJs: number;
  routeJs: number;
  files: number;
}
export interface Weight {
  js: number;
  css: number;
  files: number;
}
export const QUIET_MS: number;
export const WEIGHT_BUDGETS: Limits;
export const TARGETS: Limits;
export function recordAssets(page: Page, origin: string): { files: Map<string, 'script' | 'stylesheet'>; quiet: (ms?: number) => Promise<void> };
export function weightOf(files: Map<string, string>, dist: string): Weight;
export function gzippedBytes(paths: readonly string[], dist: string): number;
export function overLimits(route: string, weight: Weight, limits: Limits): string[];
