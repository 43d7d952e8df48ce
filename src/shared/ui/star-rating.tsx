import { Box } from '@mantine/core';

/** A five-point star in a 24 px box. */
const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';

/**
 * A rating shown, not asked for: one image named in words ("Rated 5 out of 5"), its stars drawn
 * filled up to the rating. Mantine's read-only Rating draws the same but keeps a label's `for` on
 * each star's <div>, which HTML does not allow (decision 0037).
 */
export function StarRating({ value, max = 5, label, color }: { value: number; max?: number; label: string; color: string }) {
  return (
    <Box component="span" role="img" aria-label={label} c={color} display="inline-flex" style={{ gap: 2 }}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <polygon points={STAR} fill={i < value ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
        </svg>
      ))}
    </Box>
  );
}
