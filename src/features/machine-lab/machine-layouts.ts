import type { MachineLayout } from '../../../machines/tooling/graph';
import layouts from './machine-layouts.json';

/**
 * Every registered machine's diagram as scripts/machine-layout.ts wrote it (`npm run
 * machines:layout`), by registry id. JSON reads its point pairs as plain arrays; the file is
 * written from `MachineLayout` and a test checks it is fresh, so it is read as that type here,
 * once.
 */
export const MACHINE_LAYOUTS = layouts as unknown as Readonly<Record<string, MachineLayout>>;

export function layoutOf(id: string): MachineLayout {
  const layout = MACHINE_LAYOUTS[id];
  if (!layout) throw new Error(`No diagram layout for machine "${id}": run npm run machines:layout`);
  return layout;
}
