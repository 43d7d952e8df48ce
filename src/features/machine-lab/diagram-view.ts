import type { EdgeLayout } from '../../../machines/tooling/graph';

/**
 * How the lab's diagram is viewed, as pure functions of the layout and the panel's size: which
 * part of the drawing shows (its top-left corner in the drawing's units) and at what scale. Fit,
 * focus, zoom around a point and pan are all here, so the component only measures and listens.
 */

export interface DiagramView {
  /** Screen pixels per drawing unit. */
  scale: number;
  /** The drawing's point at the panel's top-left corner. */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export const ZOOM = { min: 0.2, max: 4, step: 1.25 } as const;
/** Below this scale the diagram's 13 px labels drop under 10 px: Fit does not go there for a wide machine. */
export const READABLE_SCALE = 0.75;
/** Fit and focus do not blow a small machine up past this. */
const MOST_ENLARGED = 1.5;

const clampScale = (scale: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, scale));

/** The view that shows `rect` whole in the panel, centred, at no more than `most`. */
function showing(rect: Rect, panel: Size, most: number): DiagramView {
  const scale = clampScale(Math.min(most, panel.width / rect.width, panel.height / rect.height));
  return { scale, x: rect.x - (panel.width / scale - rect.width) / 2, y: rect.y - (panel.height / scale - rect.height) / 2 };
}

/**
 * The view a diagram opens with (and "Readable size"): the whole machine when it reads at that
 * size; a machine too wide for that (the quiz, the chat) is shown at the panel's height instead,
 * around the active state (or from its left end, where it starts), to be panned.
 */
export function fitView(drawing: Size, panel: Size, around?: Rect | null): DiagramView {
  if (panel.width <= 0 || panel.height <= 0) return { scale: 1, x: 0, y: 0 };
  const whole = showing({ x: 0, y: 0, ...drawing }, panel, MOST_ENLARGED);
  if (whole.scale >= READABLE_SCALE) return whole;
  const scale = Math.max(READABLE_SCALE, Math.min(1, panel.height / drawing.height));
  const shownWidth = panel.width / scale;
  // Centred on `around` (the active state) when given, never past either end of the drawing.
  const x = around ? Math.min(Math.max(0, around.x + around.width / 2 - shownWidth / 2), Math.max(0, drawing.width - shownWidth)) : 0;
  return { scale, x, y: -Math.max(0, panel.height / scale - drawing.height) / 2 };
}

/** Fit: the whole machine in the panel, however small that makes it (a wide machine's labels then shrink: zoom in to read them). */
export function wholeView(drawing: Size, panel: Size): DiagramView {
  if (panel.width <= 0 || panel.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = Math.min(MOST_ENLARGED, panel.width / drawing.width, panel.height / drawing.height);
  return { scale, x: -(panel.width / scale - drawing.width) / 2, y: -(panel.height / scale - drawing.height) / 2 };
}

/** Focus: the given part of the drawing (the active state and its ways out), with a margin. */
export function focusView(part: Rect, panel: Size, margin = 24): DiagramView {
  return showing({ x: part.x - margin, y: part.y - margin, width: part.width + 2 * margin, height: part.height + 2 * margin }, panel, MOST_ENLARGED);
}

/** Zooms by `factor` keeping the drawing's point under `at` (panel pixels) where it is: the pointer's, or the centre's. */
export function zoomAt(view: DiagramView, factor: number, at: { x: number; y: number }): DiagramView {
  const scale = clampScale(view.scale * factor);
  return { scale, x: view.x + at.x / view.scale - at.x / scale, y: view.y + at.y / view.scale - at.y / scale };
}

/** Moves the drawing with the hand: `dx`, `dy` in panel pixels. */
export function panBy(view: DiagramView, dx: number, dy: number): DiagramView {
  return { ...view, x: view.x - dx / view.scale, y: view.y - dy / view.scale };
}

/** The SVG viewBox for a view of a panel this size. */
export function viewBoxOf(view: DiagramView, panel: Size): Rect {
  return { x: view.x, y: view.y, width: panel.width / view.scale, height: panel.height / view.scale };
}

/** What an edge covers of the drawing: its label's box and each point of its line. */
export const edgeRects = (edge: EdgeLayout): Rect[] => [edge.label, ...edge.points.map(([x, y]) => ({ x, y, width: 0, height: 0 }))];

/** The smallest rectangle holding all of these (null for none). */
export function bounds(rects: readonly Rect[]): Rect | null {
  if (!rects.length) return null;
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
