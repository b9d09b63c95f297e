/**
 * Puts HTML (with a plain-text alternative) on the clipboard, so pasting into a mail client's
 * signature settings keeps the formatting. The async Clipboard API first; where it is missing or
 * refused (older Safari, non-secure origins) the legacy route: select a hidden copy and
 * execCommand('copy'), which copies the selection as rich text.
 */
export async function copyRichText(html: string, text: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch (error) {
      console.warn('Clipboard API refused; falling back to execCommand', error);
    }
  }
  copyBySelection(html);
}

function copyBySelection(html: string): void {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  holder.setAttribute('aria-hidden', 'true');
  // Off-screen rather than display:none: hidden elements cannot be selected.
  Object.assign(holder.style, { position: 'fixed', left: '-10000px', top: '0', opacity: '0' });
  document.body.appendChild(holder);
  const selection = window.getSelection();
  try {
    const range = document.createRange();
    range.selectNodeContents(holder);
    selection?.removeAllRanges();
    selection?.addRange(range);
    if (!document.execCommand('copy')) throw new Error('execCommand("copy") was refused');
  } finally {
    selection?.removeAllRanges();
    holder.remove();
  }
}
