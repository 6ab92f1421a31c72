import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

export type DialogProps = {
  /** Shown as a modal (`showModal`) while true. */
  open: boolean;
  /** Asked to close: Escape, the close button or a click on the backdrop. The owner sets `open` false. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** Where focus goes on opening (default: the browser's choice, the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Accessible name of the × button. */
  closeLabel?: string | undefined;
  /** Extra classes for the dialog box (size, padding). */
  className?: string | undefined;
};

/**
 * A native `<dialog>` shown modally: the browser traps focus and makes the page inert; on closing,
 * focus returns to the element that had it when the dialog opened. Children render only while
 * open, so their effects run on opening and their state starts fresh each time.
 */
export default function Dialog({
  open,
  onClose,
  title,
  children,
  initialFocus,
  closeLabel = 'Close',
  className = '',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnTo.current?.focus();
      returnTo.current = null;
    }
  }, [open, initialFocus]);

  // Unmounted while open (the owner went away): give focus back all the same.
  useEffect(() => () => returnTo.current?.focus(), []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-dark backdrop:bg-black/50 sm:m-auto sm:h-fit sm:max-h-[90vh] sm:w-fit sm:max-w-[calc(100vw-2rem)] sm:rounded-lg sm:shadow-xl ${className}`}
      onCancel={(event) => {
        // Escape: let the owner close it, so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The content fills the box, so a click on the dialog element itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-black/10 px-4 py-3">
            <h2 id={titleId} className="text-lg font-semibold text-primary">
              {title}
            </h2>
            <button
              type="button"
              className="rounded px-2 py-1 text-2xl leading-none hover:bg-page"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="grow overflow-y-auto p-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
