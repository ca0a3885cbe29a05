import { useEffect, useRef } from "react";
import { Button } from "@fluentui/react-components";
import { makeStyles, tokens } from "../../../../theme";

const useStyles = makeStyles({
  dialog: {
    maxWidth: "32rem",
    padding: tokens.spacingHorizontalXXL,
    borderTop: "none",
    borderRight: "none",
    borderBottom: "none",
    borderLeft: "none",
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow64,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    "::backdrop": { backgroundColor: "rgba(0, 0, 0, 0.4)" },
  },
  dialogTitle: { fontSize: tokens.fontSizeBase500, marginBlock: `0 ${tokens.spacingVerticalM}` },
  dialogActions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalXL },
});

/**
 * A confirmation in the browser's own modal <dialog>: focus moves in and stays, the rest of the page
 * is inert, Escape cancels, and focus returns where it was. Cancel comes first in focus order, so
 * Enter on an opened dialog never destroys anything by accident.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const ref = useRef<HTMLDialogElement>(null);
  const { open, onCancel } = props;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    const cancel = (e: Event) => {
      e.preventDefault();
      onCancel();
    };
    dialog?.addEventListener("cancel", cancel);
    return () => dialog?.removeEventListener("cancel", cancel);
  }, [onCancel]);
  return (
    <dialog ref={ref} className={styles.dialog} role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      {open ? (
        <>
          <h2 id="confirm-title" className={styles.dialogTitle}>
            {props.title}
          </h2>
          <p id="confirm-text">{props.text}</p>
          <div className={styles.dialogActions}>
            <Button
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog takes the focus as it opens, on Cancel so Enter never deletes by accident
              autoFocus
              onClick={onCancel}
            >
              {props.cancelLabel}
            </Button>
            <Button appearance="primary" onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
