import { useEffect, useEffectEvent, useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { panBy, zoomAt, type DiagramView } from './diagram-view';

/** A press that moves less than this (px) is a click, not a drag. */
const DRAG_THRESHOLD = 4;

/**
 * The hand on the lab's diagram: a press anywhere but a transition or a label that moves drags the
 * drawing (the click that ends it is swallowed), two fingers pinch it around their midpoint, the
 * wheel zooms around the pointer. Returns the viewport's pointer and click handlers; the wheel it
 * listens to itself, since React's wheel listener is passive and cannot keep the page still.
 * `remount` names what replaces the viewport element (the panel's view mode).
 */
export function usePanZoom(viewport: RefObject<HTMLDivElement | null>, shown: DiagramView, setView: (view: DiagramView) => void, remount: unknown) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const press = useRef<{ x: number; y: number; dragging: boolean } | null>(null);
  const justDragged = useRef(false);
  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    const box = viewport.current?.getBoundingClientRect();
    setView(zoomAt(shown, Math.exp(-event.deltaY * 0.0015), { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) }));
  });
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const listener = (event: WheelEvent) => onWheel(event);
    element.addEventListener('wheel', listener, { passive: false });
    return () => element.removeEventListener('wheel', listener);
  }, [viewport, remount]);

  const local = (e: { clientX: number; clientY: number }) => {
    const box = viewport.current?.getBoundingClientRect();
    return { x: e.clientX - (box?.left ?? 0), y: e.clientY - (box?.top ?? 0) };
  };
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.set(e.pointerId, local(e));
    const target = e.target as Element;
    // A transition or a label is a control: pressing it clicks it. Anywhere else grabs the drawing.
    if (pointers.current.size === 1 && !target.closest('[data-edge]') && target.tagName !== 'text') press.current = { ...local(e), dragging: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    pointers.current.set(e.pointerId, now);
    if (pointers.current.size === 2) {
      // Pinch: the distance between two fingers scales the drawing around their midpoint.
      const [a, b] = [...pointers.current.values()];
      const other = [...pointers.current.entries()].find(([pointer]) => pointer !== e.pointerId)?.[1];
      if (!a || !b || !other) return;
      const distance = (p: { x: number; y: number }) => Math.hypot(p.x - other.x, p.y - other.y);
      if (distance(before) > 0) setView(zoomAt(shown, distance(now) / distance(before), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }));
      press.current = null;
      return;
    }
    const held = press.current;
    if (!held) return;
    if (!held.dragging && Math.hypot(now.x - held.x, now.y - held.y) < DRAG_THRESHOLD) return;
    if (!held.dragging) e.currentTarget.setPointerCapture(e.pointerId);
    press.current = { ...now, dragging: true };
    justDragged.current = true;
    setView(panBy(shown, now.x - held.x, now.y - held.y));
  };
  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    press.current = null;
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onClickCapture: (e: ReactMouseEvent<HTMLDivElement>) => {
      // The click that ends a drag is not a click on what lies under the pointer.
      if (!justDragged.current) return;
      justDragged.current = false;
      e.stopPropagation();
    },
  };
}
