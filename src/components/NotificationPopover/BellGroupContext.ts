import { createContext } from 'react';

export interface BellGroupValue {
  /** The group's button: where a bell opened from the group anchors its popover. */
  anchor: () => HTMLElement | null;
  /** Closes the group's list (a bell chosen from it opens in its place). */
  close: () => void;
  /** A bell's unread count, summed on the group's badge. */
  report: (label: string, count: number) => void;
}

/** Set by BellGroup: the bells under it draw as rows of its list. */
export const BellGroupContext = createContext<BellGroupValue | null>(null);
