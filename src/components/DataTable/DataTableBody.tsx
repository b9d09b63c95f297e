import { TableBody, TableCell, TableRow } from '@mui/material';
import { lazyWidget } from '@/lib/lazyWidget';
import { DataRow, type DataTableBodyProps } from './DataRow';

// Drag and drop (@hello-pangea/dnd, 28 kB gzip) is for the few tables that reorder their rows;
// every other list would otherwise download it before showing its first row.
const ReorderableTableBody = lazyWidget(() =>
  import('./ReorderableTableBody').then((m) => m.ReorderableTableBody),
);

export function DataTableBody<T>(props: DataTableBodyProps<T>) {
  const { rows, getRowId, placeholder, colSpan, onMove } = props;
  if (placeholder !== null) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            {placeholder}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  const plain = (
    <TableBody>
      {rows.map((row) => (
        <DataRow key={getRowId(row)} row={row} {...props} />
      ))}
    </TableBody>
  );
  if (!onMove) return plain;
  // The rows show at once; they become draggable when the drag and drop code has arrived. A lazy
  // component cannot stay generic, so its rows are typed `unknown`: they only pass through it.
  return (
    <ReorderableTableBody
      {...(props as DataTableBodyProps<unknown>)}
      onMove={onMove}
      fallback={plain}
    />
  );
}
