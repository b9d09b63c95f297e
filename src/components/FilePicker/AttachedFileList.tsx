import type { ReactNode } from 'react';
import { Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { StoredFile } from '@/lib/files';

interface AttachedFileListProps<F extends StoredFile> {
  files: readonly F[];
  fileKey: (file: F) => string;
  /** Per-file trailing control, e.g. a remove button in a form. */
  action?: (file: F) => ReactNode;
}

/** Attached files as links that open in a new tab; "No files attached" (spec 02 §3) when none. */
export function AttachedFileList<F extends StoredFile>({
  files,
  fileKey,
  action,
}: AttachedFileListProps<F>) {
  if (files.length === 0) {
    return <Typography color="text.secondary">No files attached</Typography>;
  }
  return (
    <List dense disablePadding aria-label="Attached files">
      {files.map((file) => (
        <ListItem
          key={fileKey(file)}
          disableGutters
          secondaryAction={action?.(file)}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <AttachFileIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={
              <Link href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </Link>
            }
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: action ? 6 : 0 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
