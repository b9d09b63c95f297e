/**
 * The floor of the sign-in page for the Lighthouse comparison in scripts/bench-first-row.mjs:
 * React + MUI + Firebase Auth and a form, nothing else. Not part of the app.
 */
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { signInWithEmailAndPassword } from 'firebase/auth';
import {
  Box,
  Button,
  Card,
  CardContent,
  CssBaseline,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { auth } from './firebase';

function FloorLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signInWithEmailAndPassword(auth, email, password);
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <CssBaseline />
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Sign in
          </Typography>
          <Box component="form" onSubmit={submit}>
            <Stack spacing={2}>
              <TextField label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
              <TextField
                label="Password"
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" variant="contained" size="large">
                Sign In
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(<FloorLogin />);
