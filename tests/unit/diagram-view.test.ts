import { describe, expect, it } from 'vitest';
import { bounds, fitView, focusView, panBy, READABLE_SCALE, viewBoxOf, wholeView, zoomAt } from '../../src/features/machine-lab/diagram-view';

const PANEL = { width: 1200, height: 500 };

describe("the lab diagram's view", () => {
  it('fits a machine that reads whole, centred, and never blows a small one up past 1.5', () => {
    const small = fitView({ width: 600, height: 250 }, PANEL);
    expect(small.scale).toBe(1.5);
    expect(small.x).toBeCloseTo(-100);
    expect(small.y).toBeCloseTo(-(500 / 1.5 - 250) / 2);
    const carousel = fitView({ width: 1300, height: 655 }, PANEL);
    expect(carousel.scale).toBeCloseTo(500 / 655);
    expect(viewBoxOf(carousel, PANEL).height).toBeCloseTo(655);
  });

  it('shows a machine too wide to read whole at a readable scale, from its start or around the active state', () => {
    const quiz = { width: 2734, height: 231 };
    expect(fitView(quiz, PANEL)).toEqual({ scale: 1, x: 0, y: -134.5 });
    // The active state near the far end: centred, the view stops at the drawing's end.
    expect(fitView(quiz, PANEL, { x: 2600, y: 100, width: 120, height: 40 }).x).toBe(2734 - 1200);
    expect(fitView(quiz, PANEL, { x: 1400, y: 100, width: 120, height: 40 }).x).toBe(1460 - 600);
    // Never below the readable scale, however wide.
    expect(fitView({ width: 9000, height: 2000 }, PANEL).scale).toBe(READABLE_SCALE);
  });

  it('Fit shows the whole of a wide machine, centred, however small that makes it', () => {
    const quiz = { width: 2734, height: 231 };
    const whole = wholeView(quiz, PANEL);
    expect(whole.scale).toBeCloseTo(1200 / 2734);
    const box = viewBoxOf(whole, PANEL);
    // The drawing's width fills the panel; its height sits in the middle.
    expect(box.x).toBeCloseTo(0);
    expect(box.width).toBeCloseTo(2734);
    expect(box.y + box.height / 2).toBeCloseTo(231 / 2);
    expect(wholeView({ width: 600, height: 250 }, PANEL).scale).toBe(1.5);
  });

  it('zooms around the given point: the drawing’s point under it stays under it', () => {
    const view = { scale: 1, x: 100, y: 50 };
    const at = { x: 300, y: 200 };
    const under = (v: typeof view) => ({ x: v.x + at.x / v.scale, y: v.y + at.y / v.scale });
    const zoomed = zoomAt(view, 2, at);
    expect(zoomed.scale).toBe(2);
    expect(under(zoomed)).toEqual(under(view));
    expect(zoomAt(view, 100, at).scale).toBe(4);
    expect(zoomAt(view, 0.001, at).scale).toBe(0.2);
  });

  it('pans with the hand and focuses on a part with a margin', () => {
    expect(panBy({ scale: 2, x: 0, y: 0 }, 100, -40)).toEqual({ scale: 2, x: -50, y: 20 });
    const part = bounds([
      { x: 10, y: 10, width: 100, height: 40 },
      { x: 200, y: 100, width: 0, height: 0 },
    ]);
    expect(part).toEqual({ x: 10, y: 10, width: 190, height: 90 });
    const focused = focusView(part!, PANEL);
    const box = viewBoxOf(focused, PANEL);
    expect(box.x).toBeLessThanOrEqual(10 - 24);
    expect(box.x + box.width).toBeGreaterThanOrEqual(200 + 24);
    expect(bounds([])).toBeNull();
  });
});
