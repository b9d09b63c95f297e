import { lazyWidget } from '@/lib/lazyWidget';

/** The header bell of new users waiting for a role (issue 30); lazy like the other bells. */
export const SignUpBell = lazyWidget(() =>
  import('./users/components/SignUpBell').then((m) => m.SignUpBell),
);
