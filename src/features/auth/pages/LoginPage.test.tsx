import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import { preloadSignedIn } from '@/lib/signedInPreload';
import { LoginPage } from './LoginPage';

vi.mock('@/lib/firebaseAuth', () => ({ auth: { fake: 'auth' } }));
vi.mock('@/lib/signedInPreload', () => ({ preloadSignedIn: vi.fn() }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signInWithEmailAndPassword: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
}));

function renderLogin() {
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <LoginPage />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

// The first MUI render and typing with userEvent take seconds on a busy machine.
const TYPING_TIMEOUT = 20_000;

describe('LoginPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it(
    'sends a password reset link to the e-mail typed, and asks for one first',
    async () => {
      vi.mocked(sendPasswordResetEmail).mockResolvedValue(undefined);
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      expect(sendPasswordResetEmail).not.toHaveBeenCalled();

      await userEvent.type(screen.getByLabelText('Email'), ' owner@demo.test ');
      await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(
        await screen.findByText(
          'If owner@demo.test has an account, a link to reset its password is on its way. Check your inbox.',
        ),
      ).toBeInTheDocument();
      expect(sendPasswordResetEmail).toHaveBeenCalledWith({ fake: 'auth' }, 'owner@demo.test');
      expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
    },
    TYPING_TIMEOUT,
  );

  it(
    'shows what is missing on submit and does not sign in',
    async () => {
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
    },
    TYPING_TIMEOUT,
  );

  it(
    'signs in with the trimmed e-mail, preloading the app at the first keystroke',
    async () => {
      vi.mocked(signInWithEmailAndPassword).mockResolvedValue(
        {} as Awaited<ReturnType<typeof signInWithEmailAndPassword>>,
      );
      renderLogin();
      expect(preloadSignedIn).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('Email'), ' owner@demo.test ');
      expect(preloadSignedIn).toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('Password'), 'Demo1234!');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(signInWithEmailAndPassword).toHaveBeenCalledWith(
        { fake: 'auth' },
        'owner@demo.test',
        'Demo1234!',
      );
    },
    TYPING_TIMEOUT,
  );

  it(
    'keeps what was typed and says why when Auth refuses',
    async () => {
      vi.mocked(signInWithEmailAndPassword).mockRejectedValue(
        Object.assign(new Error('bad'), { code: 'auth/invalid-credential' }),
      );
      renderLogin();
      await userEvent.type(screen.getByLabelText('Email'), 'owner@demo.test');
      await userEvent.type(screen.getByLabelText('Password'), 'wrong');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('owner@demo.test');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    },
    TYPING_TIMEOUT,
  );
});
