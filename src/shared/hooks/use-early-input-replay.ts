import { useEffect } from 'react';
import { replayEarlyInput } from '../lib/early-input';

/**
 * Replays what the visitor did before this part hydrated (decision 0025), once it has: its effect
 * runs when the part's boundary commits. Outside React's commit (a microtask), as a visitor's own
 * events would come.
 */
export function useEarlyInputReplay(): void {
  useEffect(() => queueMicrotask(replayEarlyInput), []);
}
