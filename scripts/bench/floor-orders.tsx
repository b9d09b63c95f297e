/**
 * The floor of the first-row benchmark (scripts/bench-first-row.mjs): React + MUI + Firebase with
 * the persistent cache, reading the signed-in user's profile and then 25 orders and their count
 * in parallel, as fast as this stack can show an orders table. Not part of the app.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { onAuthStateChanged, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  initializeFirestore,
  limit,
  orderBy,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  where,
} from 'firebase/firestore';
import {
  Container,
  CssBaseline,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { app, auth } from './firebase';

const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
const [host, port] = (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080').split(':');
connectFirestoreEmulator(db, host, Number(port));

interface Row {
  id: string;
  orderNumber: number;
  status: string;
}

async function loadOrders(uid: string): Promise<{ rows: Row[]; count: number }> {
  const profile = await getDoc(doc(db, 'users', uid));
  const ids: string[] = profile.get('territoryIds') ?? [];
  const scoped = query(collection(db, 'orders'), where('territoryId', 'in', ids.slice(0, 30)));
  const [page, count] = await Promise.all([
    getDocs(query(scoped, orderBy('createdAt', 'desc'), limit(26))),
    getCountFromServer(scoped),
  ]);
  return {
    rows: page.docs.slice(0, 25).map((d) => ({
      id: d.id,
      orderNumber: Number(d.get('orderNumber')),
      status: String(d.get('status')),
    })),
    count: count.data().count,
  };
}

function FloorOrders() {
  const [data, setData] = useState<{ rows: Row[]; count: number } | null>(null);
  useEffect(
    () =>
      onAuthStateChanged(auth, (user) => {
        // The benchmark signs in once per browser context (the warm-up run); later runs reuse it.
        if (!user) {
          const params = new URLSearchParams(location.search);
          void signInWithEmailAndPassword(
            auth,
            params.get('email') ?? '',
            params.get('password') ?? '',
          );
          return;
        }
        void loadOrders(user.uid).then(setData);
      }),
    [],
  );
  return (
    <Container>
      <CssBaseline />
      <Typography variant="h4" component="h1">
        Orders {data ? `(${data.count})` : ''}
      </Typography>
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>Order #</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>#{row.orderNumber}</TableCell>
              <TableCell>{row.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Container>
  );
}

createRoot(document.getElementById('root')!).render(<FloorOrders />);
