import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';

interface ItemPhotoProps {
  url?: string;
  alt: string;
  size: number;
}

/** A square photo, or a neutral placeholder for items without one. */
export function ItemPhoto({ url, alt, size }: ItemPhotoProps) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.disabled',
        flexShrink: 0,
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageIcon aria-hidden sx={{ fontSize: size * 0.5 }} />
      )}
    </Box>
  );
}
