import { useCallback, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { hiddenColumns, type FitColumn } from './columnFit';
import type { TableLayout } from './ScrollRegion';

interface NamedFitColumn extends FitColumn {
  header: string;
}

interface Fit {
  available: number | null;
  /** Each column's min-content width as last measured while shown. */
  widths: ReadonlyMap<string, number>;
  extraWidth: number;
}

const UNKNOWN: Fit = { available: null, widths: new Map(), extraWidth: 0 };

/** The new fit from a measured layout, or `current` itself when nothing changed. */
function merge(current: Fit, layout: TableLayout): Fit {
  const widths = new Map(current.widths);
  let measured = 0;
  for (const [key, width] of layout.widths) {
    widths.set(key, width);
    measured += width;
  }
  const extraWidth = Math.max(0, layout.tableWidth - measured);
  const same =
    current.available === layout.available &&
    Math.abs(current.extraWidth - extraWidth) < 1 &&
    [...layout.widths].every(
      ([key, width]) => Math.abs((current.widths.get(key) ?? -2) - width) < 1,
    );
  return same ? current : { available: layout.available, widths, extraWidth };
}

/**
 * The columns a table shows in the width its ScrollRegion reports (`onLayout`), the line that
 * names the hidden ones, with a button that shows them all (the table then scrolls sideways), and
 * the table's minimum width: `minWidth` once all columns show, else no wider than the space.
 */
export function useColumnFit(columns: readonly NamedFitColumn[], minWidth?: number) {
  const [fit, setFit] = useState<Fit>(UNKNOWN);
  const [showAll, setShowAll] = useState(false);
  const onLayout = useCallback((layout: TableLayout) => setFit((c) => merge(c, layout)), []);
  const hidden = hiddenColumns(columns, fit);
  const hiddenHeaders = columns.filter((c) => hidden.has(c.key)).map((c) => c.header);
  const note =
    hiddenHeaders.length === 0 ? null : (
      <Box
        data-testid="hidden-columns-note"
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, px: 2 }}
      >
        <Typography variant="body2" color="text.secondary">
          {showAll
            ? 'All columns shown: scroll sideways to see them.'
            : `Not shown at this width: ${hiddenHeaders.join(', ')}.`}
        </Typography>
        <Button size="small" sx={{ minHeight: 32 }} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Fit to screen' : 'Show all columns'}
        </Button>
      </Box>
    );
  return {
    hidden: showAll ? new Set<string>() : hidden,
    tableMinWidth:
      showAll || fit.available === null || minWidth === undefined
        ? minWidth
        : Math.min(minWidth, fit.available),
    onLayout,
    note,
  };
}
