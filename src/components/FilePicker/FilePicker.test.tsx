import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker, type FilePickerProps } from './FilePicker';
import type { StoredFile } from '@/lib/files';

const LIMITS = { maxFiles: 3, maxBytes: 1000, types: ['application/pdf', 'image/png'] };
const MESSAGES = {
  tooMany: 'At most 3 files here',
  wrongType: ({ name }: { name: string }) => `${name}: only PDF or PNG`,
  tooLarge: (name: string) => `${name} is larger than 1 KB`,
  uploadFailed: (name: string) => `Uploading ${name} failed`,
};

type Props = Partial<FilePickerProps<StoredFile>>;

/** The picker in a form that keeps its list, as the approval and mystery shopper forms do. */
function Harness({
  initial = [],
  readOnly = false,
  ...props
}: Props & { initial?: StoredFile[]; readOnly?: boolean }) {
  const [files, setFiles] = useState<StoredFile[]>(initial);
  return (
    <FilePicker
      files={files}
      onChange={readOnly ? undefined : setFiles}
      fileKey={(file) => file.name}
      limits={LIMITS}
      messages={MESSAGES}
      hint="PDF or PNG"
      buttonLabel="Attach files"
      inputLabel="Files to attach"
      multiple
      send={(file, name) => Promise.resolve({ name, url: `https://files/${file.name}` })}
      {...props}
    />
  );
}

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Files to attach'), { target: { files } });
const file = (name: string, type = 'application/pdf', size = 10) =>
  new File(['x'.repeat(size)], name, { type });

describe('FilePicker', () => {
  it("refuses a wrong type and a too large file with the place's messages, sending only the good one", async () => {
    const send = vi.fn((f: File, name: string) => Promise.resolve({ name, url: `u/${f.name}` }));
    render(<Harness send={send} />);
    expect(screen.getByText('No files attached')).toBeInTheDocument();

    pick(
      file('notes.txt', 'text/plain'),
      file('big.pdf', 'application/pdf', 1001),
      file('ok.png', 'image/png'),
    );

    expect(await screen.findByText('notes.txt: only PDF or PNG')).toBeInTheDocument();
    expect(screen.getByText('big.pdf is larger than 1 KB')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ok.png' })).toHaveAttribute('href', 'u/ok.png');
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No files attached')).not.toBeInTheDocument();

    // A message stays until dismissed.
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByText('notes.txt: only PDF or PNG')).not.toBeInTheDocument();
    expect(screen.getByText('big.pdf is larger than 1 KB')).toBeInTheDocument();
  });

  it('removes a file from the list, keeping the others', async () => {
    render(
      <Harness
        initial={[
          { name: 'a.pdf', url: 'u/a' },
          { name: 'b.pdf', url: 'u/b' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByRole('link', { name: 'a.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'b.pdf' })).toBeInTheDocument();
  });

  it('attaches what fits, says when more were picked than there is room for, and counts waiting files', async () => {
    render(<Harness initial={[{ name: 'a.pdf', url: 'u/a' }]} pendingNames={['queued.pdf']} />);
    pick(file('b.pdf'), file('c.pdf'));
    expect(await screen.findByRole('link', { name: 'b.pdf' })).toBeInTheDocument();
    expect(screen.getByText('At most 3 files here')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'c.pdf' })).not.toBeInTheDocument();
  });

  it('names a picked file through nameFor and a failed upload by that name', async () => {
    render(
      <Harness
        initial={[{ name: 'a.pdf', url: 'u/a' }]}
        nameFor={(f, taken) => (taken.includes(f.name) ? `2-${f.name}` : f.name)}
        send={() => Promise.reject(new Error('network'))}
      />,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    pick(file('a.pdf'));
    expect(await screen.findByText('Uploading 2-a.pdf failed')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows progress while a file uploads and tells the form it is uploading', async () => {
    let finish: (file: StoredFile) => void = () => {};
    const onUploadingChange = vi.fn();
    render(
      <Harness
        onUploadingChange={onUploadingChange}
        send={(_f, name, onProgress) => {
          onProgress(40);
          return new Promise((resolve) => (finish = () => resolve({ name, url: 'u' })));
        }}
      />,
    );
    pick(file('slow.pdf'));
    expect(await screen.findByText('Uploading slow.pdf (40%)')).toBeInTheDocument();
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    finish({ name: 'slow.pdf', url: 'u' });
    expect(await screen.findByRole('link', { name: 'slow.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
    expect(screen.queryByText(/Uploading slow.pdf/)).not.toBeInTheDocument();
  });

  it('is a plain list without a button when read-only', () => {
    render(<Harness readOnly initial={[{ name: 'a.pdf', url: 'u/a' }]} />);
    expect(screen.getByRole('link', { name: 'a.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove a.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Files to attach')).not.toBeInTheDocument();
  });
});
