import { Link as RouterLink } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { DataTableColumn } from './types';

/**
 * The Actions column of a list whose rows are edited in a form and deleted after a confirmation:
 * Edit (a link to the row's form) and Delete, each named for its row ("Edit <subject>"). Either
 * is left out when the user may not (`editTo` or `onDelete` absent); the column too when both are.
 * A click on a button never reaches the row (a clickable row opens the record).
 */
export function editDeleteColumn<T extends { id: string }>({
  subject,
  editTo,
  onDelete,
}: {
  /** What the row is, in the buttons' accessible names. */
  subject: (row: T) => string;
  /** The address of the row's edit form; absent when the user may not edit. */
  editTo?: (row: T) => string;
  /** Asks to delete the row; absent when the user may not delete. */
  onDelete?: (row: T) => void;
}): DataTableColumn<T> | null {
  if (!editTo && !onDelete) return null;
  return {
    // Every row has an id: the column is keyed apart from any column showing it.
    field: 'id' as Extract<keyof T, string>,
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (row) => (
      <Box
        sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}
        onClick={(event) => event.stopPropagation()}
      >
        {editTo && (
          <Button
            component={RouterLink}
            to={editTo(row)}
            startIcon={<EditIcon />}
            aria-label={`Edit ${subject(row)}`}
          >
            Edit
          </Button>
        )}
        {onDelete && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onDelete(row)}
            aria-label={`Delete ${subject(row)}`}
          >
            Delete
          </Button>
        )}
      </Box>
    ),
  };
}
