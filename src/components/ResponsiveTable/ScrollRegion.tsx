import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

interface ScrollState {
  /** The content is wider than the region. */
  scrolls: boolean;
  /** Content is cut off on the left / right (where the shadows show). */
  before: boolean;
  after: boolean;
}

const STILL: ScrollState = { scrolls: false, before: false, after: false };

/** What `useColumnFit` fits the columns with: the width offered, and the table at its narrowest. */
export interface TableLayout {
  available: number;
  /** The table's min-content width: every column as narrow as its content allows. */
  tableWidth: number;
  /** Each shown column's min-content width, by the `data-column` of its header cell. */
  widths: Map<string, number>;
}

/**
 * Lays the table out at min-content for a moment (inside the resize callback, before the next
 * paint) to read how narrow it and each column can be, then restores its own width.
 */
function measure(container: HTMLElement): TableLayout {
  const widths = new Map<string, number>();
  const table = container.querySelector('table');
  let tableWidth = 0;
  if (table) {
    const { width, minWidth } = table.style;
    table.style.width = 'min-content';
    table.style.minWidth = '0';
    tableWidth = table.getBoundingClientRect().width;
    for (const cell of table.querySelectorAll<HTMLElement>('thead th[data-column]')) {
      widths.set(cell.dataset.column ?? '', cell.getBoundingClientRect().width);
    }
    table.style.width = width;
    table.style.minWidth = minWidth;
  }
  return { available: container.clientWidth, tableWidth, widths };
}

function readScroll(element: HTMLElement): ScrollState {
  const hiddenWidth = element.scrollWidth - element.clientWidth;
  // Sub-pixel layouts leave a pixel of "overflow" that no one can scroll.
  if (hiddenWidth <= 1) return STILL;
  return {
    scrolls: true,
    before: element.scrollLeft > 1,
    after: element.scrollLeft < hiddenWidth - 1,
  };
}

const shadow = (side: 'left' | 'right', shown: boolean) => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 16,
  pointerEvents: 'none',
  opacity: shown ? 1 : 0,
  transition: 'opacity 150ms',
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0,0,0,0.18), rgba(0,0,0,0))`,
  zIndex: 2,
});

/**
 * A table's sideways scroller (issue 30). While its content is wider than it is, it shows a shadow
 * on each side that hides content, and becomes a named region in the tab order, so a keyboard
 * user can scroll it with the arrow keys (axe `scrollable-region-focusable`). `onLayout` gets
 * the width it offers and the table's narrowest layout whenever either changes (a stable
 * function: it is not followed when it changes).
 */
export function ScrollRegion({
  label,
  children,
  onLayout,
}: {
  label?: string;
  children: ReactNode;
  onLayout?: (layout: TableLayout) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ScrollState>(STILL);

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = readScroll(element);
    setState((current) =>
      current.scrolls === next.scrolls &&
      current.before === next.before &&
      current.after === next.after
        ? current
        : next,
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    // jsdom has no ResizeObserver: there the width stays unknown and every column shows.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      onLayout?.(measure(element));
      update();
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [update, onLayout]);

  return (
    <Box sx={{ position: 'relative' }} data-scrolls={state.scrolls || undefined}>
      <Box
        ref={ref}
        onScroll={update}
        {...(state.scrolls && {
          tabIndex: 0,
          role: 'region',
          'aria-label': label ? `${label} (scrolls sideways)` : 'Table (scrolls sideways)',
        })}
        sx={{
          overflowX: 'auto',
          WebkitOverflowScrolling: 'touch',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {children}
      </Box>
      <Box aria-hidden data-testid="scroll-shadow-start" sx={shadow('left', state.before)} />
      <Box aria-hidden data-testid="scroll-shadow-end" sx={shadow('right', state.after)} />
    </Box>
  );
}
