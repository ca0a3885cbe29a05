import { useEffect, useId, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  box: {
    border: `4px solid ${tokens.colorPaletteRedBorder2}`,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    ":focus": { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  title: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  link: {
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: "underline",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  text: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** One line of the summary: a field's message (linked to the field) or a message for the whole form. */
export interface SummaryItem {
  message: string;
  /** The id of the control to focus; none for a message about the whole form. */
  fieldId?: string;
}

/**
 * The error summary of STYLE.md (after GOV.UK Frontend): above the h1, titled "Hay un problema",
 * focused after each failed submit, each message linked to its field.
 */
export function ErrorSummary({ items, attempt }: { items: readonly SummaryItem[]; attempt: number }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  // Two forms on one page (tracking and a question on /energia/consultRequest) keep distinct ids.
  const titleId = `error-summary-title${useId().replace(/:/g, "")}`;
  const visible = items.length > 0;
  useEffect(() => {
    if (visible) ref.current?.focus();
    // Focus on each failed submit (attempt changes), not on every keystroke that edits the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus follows each submit (`attempt`), not each edit of the list (`visible`)
  }, [attempt]);
  if (!visible) return null;
  return (
    <div ref={ref} className={styles.box} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage id="form.errorSummary.title" defaultMessage="Hay un problema" />
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.fieldId ?? "form"}:${item.message}`}>
            {item.fieldId ? (
              <a
                className={styles.link}
                href={`#${item.fieldId}`}
                onClick={(e) => {
                  const field = document.getElementById(item.fieldId!);
                  if (!field) return;
                  e.preventDefault();
                  field.focus();
                  field.scrollIntoView?.({ block: "center" }); // absent in some embedded browsers
                }}
              >
                {item.message}
              </a>
            ) : (
              <span className={styles.text}>{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
