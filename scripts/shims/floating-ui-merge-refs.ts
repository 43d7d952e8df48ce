import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Mantine's ScrollArea (and with it every Table, whose scroll container it is) imports one hook from
 * @floating-ui/react, the positioning engine of menus and popovers: 12.6 KB gzipped for merging two
 * refs. The build resolves that one import here instead (vite.config.ts, decision 0025), to
 * Mantine's own hook for the same job.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
