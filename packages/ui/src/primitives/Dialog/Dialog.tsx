import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

/** 'full': the whole screen less a margin of the backdrop (the gallery's lightbox). */
export const dialogSizes = ['small', 'medium', 'large', 'full'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's heading and its accessible name. */
  title: ReactNode;
  /** Optional line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Actions pinned under the scrolling body (stacked on phones, a row on wider screens). */
  footer?: ReactNode;
  /** The Close button's accessible name. */
  closeLabel: string;
  size?: DialogSize;
  /**
   * Default true. When false, outside clicks and Escape are ignored and only the Close button closes
   * the dialog (used where closing by accident would lose required input, e.g. Complete Your Profile).
   */
  dismissible?: boolean;
}

/** A modal dialog (Radix underneath): focus is trapped inside and returned on close, the page behind is inert. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  size = 'medium',
  dismissible = true,
}: DialogProps) {
  const block = (event: Event) => event.preventDefault();
  // Radix only returns focus to its own Trigger, and our dialogs are opened by the page's buttons:
  // remember what had focus when the dialog opened and go back there when it closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    const active = document.activeElement;
    returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Radix starts on the first tabbable element, which is the body itself while it scrolls: a large box on a
  // phone, and one that stops being focusable (dropping focus to the page) if the body stops scrolling. Start on
  // the body's first control instead; a body with none keeps Radix's choice.
  const placeOpeningFocus = (event: Event) => {
    rememberFocus();
    const first = bodyRef.current ? firstTabbableIn(bodyRef.current) : undefined;
    if (!first) return;
    event.preventDefault();
    first.focus({ preventScroll: true });
  };
  const focusTitle = useCallback(() => titleRef.current?.focus({ preventScroll: true }), []);
  const restoreFocus = (event: Event) => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // Focus that something else placed while the dialog closed (the next page's content, after a link in the
    // dialog was followed) stays where it is.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !contentRef.current?.contains(active)) {
      event.preventDefault();
      return;
    }
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-dialog-overlay="" />
        <RadixDialog.Content
          ref={contentRef}
          className={styles.content({ size })}
          // Without a description Radix must be told there is none, or it warns about a missing id.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={placeOpeningFocus}
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={dismissible ? undefined : block}
          onPointerDownOutside={dismissible ? undefined : block}
          onInteractOutside={dismissible ? undefined : block}
        >
          <div className={styles.header}>
            <RadixDialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
              {title}
            </RadixDialog.Title>
            {description !== undefined ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
          </div>
          <ScrollBody bodyRef={bodyRef} onFocusDropped={focusTitle}>
            {children}
          </ScrollBody>
          {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM, shown in the corner: opening focus lands on the first field, not on Close. */}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <Icon name="close" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const tabbableSelector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

// jsdom has no checkVisibility: there every element counts as shown.
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });

/** The first element in `root` that Tab would reach (of a radio group, its checked radio if it has one). */
function firstTabbableIn(root: HTMLElement): HTMLElement | undefined {
  const first = Array.from(root.querySelectorAll<HTMLElement>(tabbableSelector)).find(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && isShown(element),
  );
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name && !first.checked) {
    const checked = root.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(first.name)}"]:checked`);
    if (checked) return checked;
  }
  return first;
}

interface ScrollBodyProps {
  children: ReactNode;
  bodyRef: RefObject<HTMLDivElement | null>;
  /** The body had focus and stopped scrolling, so it is no longer focusable: focus must go somewhere inside. */
  onFocusDropped(): void;
}

/** The body scrolls when the dialog is taller than the screen; then it is also reachable by keyboard. */
function ScrollBody({ children, bodyRef, onFocusDropped }: ScrollBodyProps) {
  const [scrollable, setScrollable] = useState(false);
  // A callback ref, so the observer follows the node Radix mounts and unmounts.
  const measure = useCallback(
    (node: HTMLDivElement | null) => {
      bodyRef.current = node;
      if (!node) return;
      const update = () => {
        const next = node.scrollHeight > node.clientHeight + 1;
        if (!next && node === node.ownerDocument.activeElement) onFocusDropped();
        setScrollable(next);
      };
      update();
      const observer = new ResizeObserver(update);
      observer.observe(node);
      for (const child of Array.from(node.children)) observer.observe(child);
      return () => {
        bodyRef.current = null;
        observer.disconnect();
      };
    },
    [bodyRef, onFocusDropped],
  );
  return (
    <div ref={measure} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
      {children}
    </div>
  );
}
