import { useState, type ReactElement } from "react";
import { Button, Checkbox, Field, Input, Select, Textarea, type InputProps } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { observer } from "mobx-react-lite";
import { useStores } from "../../app/StoresContext";
import { FIELD_SIZE } from "../../theme/controlSize";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../shared/validation";
import { makeStyles, mergeClasses, tokens } from "../../theme";

const useStyles = makeStyles({
  field: { marginBlockEnd: tokens.spacingVerticalL },
  // minWidth 0: a select sizes itself to its longest option, which must not make a phone's page scroll sideways.
  input: { width: "100%", maxWidth: "28rem", minWidth: 0 },
  reveal: { minWidth: "auto" },
});

interface BaseProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

interface ValueProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Label, hint and inline error around one control. The inline message drops Fluent's role="alert":
 * the focused error summary already announces the problems, and a dozen simultaneous alerts would
 * drown it out (GOV.UK Frontend does the same).
 */
export const FieldFrame = observer(function FieldFrame({
  label,
  hint,
  error,
  required,
  className,
  children,
}: Omit<BaseProps, "id" | "label"> & { label?: string; className?: string; children: ReactElement }) {
  const styles = useStyles();
  const { theme, ui } = useStores();
  return (
    <Field
      className={mergeClasses(styles.field, className)}
      // Issue 21: the control size of the theme panel; Field passes it to its input, select or textarea.
      // As prerendered (medium) until hydration, so the HTML matches.
      size={FIELD_SIZE[ui.prerendered ? "md" : theme.controlSize]}
      label={label}
      hint={hint}
      required={required}
      validationState={error ? "error" : "none"}
      validationMessage={error ? { children: error, role: undefined } : undefined}
    >
      {children}
    </Field>
  );
});

/** A labelled text input with its hint and inline error (the same text as the error summary). */
export function TextField({
  id,
  value,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  ...frame
}: BaseProps &
  ValueProps & {
    type?: InputProps["type"];
    autoComplete?: string;
    inputMode?: "text" | "email" | "tel" | "numeric";
    maxLength?: number;
  }) {
  const styles = useStyles();
  return (
    <FieldFrame {...frame}>
      <Input
        id={id}
        name={id}
        className={styles.input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        onChange={(_, d) => onChange(d.value)}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line text box, resizable in height. */
export function TextareaField({ id, value, onChange, maxLength, ...frame }: BaseProps & ValueProps & { maxLength?: number }) {
  const styles = useStyles();
  return (
    <FieldFrame {...frame}>
      <Textarea id={id} name={id} className={styles.input} value={value} maxLength={maxLength} resize="vertical" onChange={(_, d) => onChange(d.value)} />
    </FieldFrame>
  );
}

/** An e-mail address field ("username" on sign-in, so password managers pair it with the password). */
export function EmailField(props: BaseProps & ValueProps & { autoComplete?: "email" | "username" }) {
  return <TextField type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required {...props} />;
}

/** A password input with a "Mostrar" / "Ocultar" toggle (issue 3: password visibility). */
export function PasswordField({ id, value, onChange, autoComplete, ...frame }: BaseProps & ValueProps & { autoComplete: "current-password" | "new-password" }) {
  const styles = useStyles();
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      <Input
        id={id}
        name={id}
        className={styles.input}
        type={visible ? "text" : "password"}
        value={value}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        onChange={(_, d) => onChange(d.value)}
        contentAfter={
          <Button
            className={styles.reveal}
            size="small"
            appearance="transparent"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible
              ? intl.formatMessage({ id: "form.password.hide", defaultMessage: "Ocultar" })
              : intl.formatMessage({ id: "form.password.show", defaultMessage: "Mostrar" })}
          </Button>
        }
      />
    </FieldFrame>
  );
}

/** A labelled native select (keyboard and screen readers behave as people expect). */
export function SelectField({
  id,
  value,
  onChange,
  options,
  placeholder,
  ...frame
}: BaseProps & ValueProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const styles = useStyles();
  return (
    <FieldFrame {...frame}>
      <Select id={id} name={id} className={styles.input} value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

/** A checkbox that is never ticked for the person (Ley 1581: consent is express). */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  ...frame
}: Omit<BaseProps, "hint"> & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FieldFrame {...frame}>
      <Checkbox id={id} name={id} checked={checked} label={label} onChange={(_, d) => onChange(d.checked === true)} />
    </FieldFrame>
  );
}
