import { TableBody } from '@mui/material';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { DataRow, type DataTableBodyProps } from './DataRow';

type ReorderableTableBodyProps<T> = DataTableBodyProps<T> & {
  onMove: (from: number, to: number) => void;
};

/** The rows of a table the user reorders by dragging (DataTable's `onReorder`). */
export function ReorderableTableBody<T>(props: ReorderableTableBodyProps<T>) {
  const { rows, getRowId, onMove } = props;
  const handleDragEnd = (result: DropResult) => {
    if (result.destination) onMove(result.source.index, result.destination.index);
  };
  return (
    <DragDropContext onDragEnd={handleDragEnd}>
      <Droppable droppableId="data-table">
        {(droppable) => (
          <TableBody ref={droppable.innerRef} {...droppable.droppableProps}>
            {rows.map((row, index) => (
              <Draggable key={getRowId(row)} draggableId={getRowId(row)} index={index}>
                {(draggable, snapshot) => (
                  <DataRow row={row} {...props} drag={draggable} dragging={snapshot.isDragging} />
                )}
              </Draggable>
            ))}
            {droppable.placeholder}
          </TableBody>
        )}
      </Droppable>
    </DragDropContext>
  );
}
