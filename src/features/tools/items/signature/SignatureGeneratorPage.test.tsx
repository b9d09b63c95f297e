import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/renderWithSession';
import SignatureGeneratorPage from './SignatureGeneratorPage';

/** jsdom has neither ClipboardItem nor clipboard.write; a stand-in records what was copied. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The stand-ins below must not reach the next test or, in the shared window, the next file.
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('SignatureGeneratorPage', () => {
  it('previews what is typed, escaped', async () => {
    renderWithSession(<SignatureGeneratorPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Jane <Doe>');
    await user.type(screen.getByLabelText('Title'), 'Manager');
    const preview = screen.getByTestId('signature-preview');
    expect(preview).toHaveTextContent('Jane <Doe>');
    expect(preview).toHaveTextContent('Manager');
    expect(preview.querySelector('doe')).toBeNull();
  });

  it('copies HTML and text with the Clipboard API and says "Signature copied"', async () => {
    const write = vi.fn(async () => undefined);
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const user = userEvent.setup();
    // After setup(): user-event installs its own clipboard stub on navigator.
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    renderWithSession(<SignatureGeneratorPage />);
    await user.type(screen.getByLabelText('Name'), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Signature copied')).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
    const item = (write.mock.calls[0] as unknown as [FakeClipboardItem[]])[0][0];
    expect(Object.keys(item.items)).toEqual(['text/html', 'text/plain']);
    expect(await item.items['text/html'].text()).toContain('Jane Doe');
    expect(await item.items['text/plain'].text()).toContain('Jane Doe');
  });

  it('falls back to execCommand("copy") without the Clipboard API', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    // jsdom does not implement execCommand.
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderWithSession(<SignatureGeneratorPage />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(await screen.findByText('Signature copied')).toBeInTheDocument();
  });

  it('says so when copying is refused', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    renderWithSession(<SignatureGeneratorPage />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText(
        'The signature could not be copied. Select the preview and copy it by hand.',
      ),
    ).toBeInTheDocument();
  });
});
