import type { EventObject } from 'xstate';

/**
 * The data the QA machine lab reads, in one place: the path list `npm run machines:paths -- --lab`
 * writes (src/features/machine-lab/machine-paths.json) and the coverage report the model tests
 * write (reports/machine-coverage.json). The scripts that write them, the tests and the lab all
 * take these shapes from here.
 */

/** A generated path as data: its test's full name, its events and the state expected after each. */
export interface PathRecord {
  /** `machine quiz (model-based, real view) > reaches results: START → …` */
  test: string;
  variant?: string;
  /** The state before the first event. */
  initial: string;
  steps: { event: EventObject; state: string }[];
}

/** A machine's paths in every configuration its model test walks. */
export interface MachinePaths {
  /** Per variant: what the lab lays over the machine's example input to replay its paths. */
  variants: { variant?: string; labInput?: Record<string, unknown> }[];
  paths: PathRecord[];
}

/**
 * The properties of each machine as `npm run machines:properties` judged them
 * (src/features/machine-lab/machine-properties.json): each property, whether it holds, what fails,
 * and a failure's counterexample as a path the lab's player plays.
 */
export interface LabProperty {
  name: string;
  holds: boolean;
  details?: string[];
  /** What the property lets pass on purpose, each with its reason. */
  exempt?: string[];
  counterexample?: PathRecord;
}
export type LabProperties = Record<string, { properties: LabProperty[] }>;

/** What one path test took: its full name, the transitions (keys) and the named guard outcomes it saw. */
export interface CoverageTest {
  test: string;
  transitions: string[];
  guardOutcomes: string[];
}

/** reports/machine-coverage.json, as far as the lab reads it. */
export interface CoverageReport {
  /** The fingerprint of machines/ and tests/model/ the report was written for (scripts/machines-digest.mjs). */
  machinesDigest?: string;
  /** When the model tests wrote it (ISO). */
  writtenAt?: string;
  machines: { id: string; tests?: CoverageTest[] }[];
}
