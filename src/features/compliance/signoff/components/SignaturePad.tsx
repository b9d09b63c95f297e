import { useEffect, useRef, type PointerEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';

/** Drawing size in canvas pixels; CSS scales it to the width available. Small PNGs. */
const WIDTH = 480;
const HEIGHT = 160;

interface SignaturePadProps {
  label: string;
  /** '' or the PNG data URL of the drawn signature. */
  value: string;
  onChange: (dataUrl: string) => void;
  /** The signer's name, shown under the line. */
  name?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * A signature drawn with a finger, pen or mouse (pointer events; touch-action none so the page
 * does not scroll while signing). Each finished stroke reports the whole drawing as a PNG data
 * URL; Clear empties it.
 */
export function SignaturePad({ label, value, onChange, name, error, disabled }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const inked = useRef(false);

  // Cleared (Clear, or from outside): wipe the canvas too.
  useEffect(() => {
    if (value || !inked.current) return;
    inked.current = false;
    canvasRef.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
  }, [value]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * HEIGHT,
    };
  };

  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    inked.current = true;
    ctx.strokeStyle = '#0d1b2a';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = point(event);
    drawing.current = p;
    // A tap leaves a dot.
    line(p, { x: p.x + 0.1, y: p.y + 0.1 });
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const p = point(event);
    line(drawing.current, p);
    drawing.current = p;
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = null;
    const canvas = canvasRef.current;
    if (canvas) onChange(canvas.toDataURL('image/png'));
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${label}: ${value ? 'signed' : 'draw here to sign'}`}
        data-testid={`signature-${label}`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          touchAction: 'none',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          cursor: disabled ? 'default' : 'crosshair',
        }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          maxWidth: WIDTH,
          borderTop: 1,
          borderColor: 'text.primary',
          pt: 0.5,
          gap: 1,
        }}
      >
        <Typography variant="body2" color={name ? 'text.primary' : 'text.secondary'}>
          {name || 'Name'}
        </Typography>
        <Button
          size="large"
          onClick={() => onChange('')}
          disabled={disabled || !value}
          aria-label={`Clear ${label.toLowerCase()}`}
        >
          Clear
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
