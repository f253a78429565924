import { useState } from 'react';

/**
 * How many times `open` has turned true: a dialog keys its form by it, so each opening starts empty (fields, errors
 * and messages never carry over). Adjusted while rendering, as React recommends over an effect.
 */
export function useOpeningCount(open: boolean): number {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return openings;
}
