import { useId, useRef } from "react";
import { observer } from "mobx-react-lite";
import { Popover, PopoverSurface, PopoverTrigger, Radio, RadioGroup, Switch } from "@fluentui/react-components";
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { makeStyles, tokens } from "../../theme";
import { COLOR_SCHEMAS, SCHEMA_COLORS, type ColorSchema } from "../../theme/palette";
import { CONTROL_SIZES, type ControlSize, type Direction } from "../../stores/ThemeStore";
import type { Locale } from "../../shared/constants";
import { DisplayButton, triggerMessages } from "./triggers";

const m = defineMessages({
  schema: { id: "theme.schema", defaultMessage: "Colores" },
  schemaDefault: { id: "theme.schema.default", defaultMessage: "Azul institucional" },
  schemaDark: { id: "theme.schema.dark", defaultMessage: "Gris pizarra" },
  schemaGreen: { id: "theme.schema.green", defaultMessage: "Verde" },
  schemaPurple: { id: "theme.schema.purple", defaultMessage: "Morado" },
  schemaOrange: { id: "theme.schema.orange", defaultMessage: "Naranja" },
  darkMode: { id: "theme.darkMode", defaultMessage: "Modo oscuro" },
  direction: { id: "theme.direction", defaultMessage: "Dirección del texto" },
  ltr: { id: "theme.direction.ltr", defaultMessage: "De izquierda a derecha" },
  rtl: { id: "theme.direction.rtl", defaultMessage: "De derecha a izquierda" },
  size: { id: "theme.controlSize", defaultMessage: "Tamaño de los controles" },
  sizeXs: { id: "theme.controlSize.xs", defaultMessage: "Muy pequeño" },
  sizeSm: { id: "theme.controlSize.sm", defaultMessage: "Pequeño" },
  sizeMd: { id: "theme.controlSize.md", defaultMessage: "Mediano" },
  sizeLg: { id: "theme.controlSize.lg", defaultMessage: "Grande" },
  language: { id: "locale.label", defaultMessage: "Idioma" },
});

const SCHEMA_LABELS: Record<ColorSchema, MessageDescriptor> = {
  default: m.schemaDefault,
  dark: m.schemaDark,
  green: m.schemaGreen,
  purple: m.schemaPurple,
  orange: m.schemaOrange,
};
const SIZE_LABELS: Record<ControlSize, MessageDescriptor> = { xs: m.sizeXs, sm: m.sizeSm, md: m.sizeMd, lg: m.sizeLg };

const useStyles = makeStyles({
  surface: {
    width: "min(22rem, calc(100vw - 2rem))",
    maxHeight: "calc(100vh - 6rem)",
    overflowY: "auto",
    boxSizing: "border-box",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  group: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground1 },
  swatches: { display: "grid", width: "100%", gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  swatchLabel: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalS },
  swatch: {
    flexShrink: 0,
    width: "20px",
    height: "20px",
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  row: { display: "flex", flexWrap: "wrap" },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** One labelled set of choices: the label names the radio group (role radiogroup). */
function Choice({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: React.ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.group}>
      <span id={id} className={styles.legend}>
        {label}
      </span>
      <RadioGroup aria-labelledby={id} value={value} onChange={(_, d) => onChange(d.value)}>
        {children}
      </RadioGroup>
    </div>
  );
}

/**
 * The theme and display panel (issue 21, spec §3): colour schema as swatches, light or dark, text
 * direction, control size and language. Every choice applies at once and is kept in `theme`
 * (ThemeStore) or `lang` (LocaleStore).
 */
export default observer(function DisplayPanel({ defaultOpen }: { defaultOpen: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const { theme, locale } = useStores();
  const titleId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  // Opened from the placeholder button this one replaced, Fluent has no element to give focus back
  // to: left on the page itself, focus returns to the button (and Tabster's guards stay inert).
  const keepFocus = () =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) trigger.current?.focus();
    });
  return (
    <Popover trapFocus defaultOpen={defaultOpen} positioning="below-end" withArrow onOpenChange={(_, d) => (d.open ? undefined : keepFocus())}>
      <PopoverTrigger disableButtonEnhancement>
        <DisplayButton ref={trigger} />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t(triggerMessages.display)}
        </h2>
        <Choice label={t(m.schema)} value={theme.themeSchema} onChange={(v) => theme.setSchema(v as ColorSchema)}>
          <div className={styles.swatches}>
            {COLOR_SCHEMAS.map((s) => (
              <Radio
                key={s}
                value={s}
                label={
                  <span className={styles.swatchLabel}>
                    {/* The schema's own brand colour: the swatch is the choice's picture. */}
                    <span className={styles.swatch} style={{ backgroundColor: SCHEMA_COLORS[s][theme.mode].primary }} aria-hidden />
                    {t(SCHEMA_LABELS[s])}
                  </span>
                }
              />
            ))}
          </div>
        </Choice>
        <Switch label={t(m.darkMode)} checked={theme.mode === "dark"} onChange={(_, d) => theme.setMode(d.checked ? "dark" : "light")} />
        <Choice label={t(m.direction)} value={theme.direction} onChange={(v) => theme.setDirection(v as Direction)}>
          <Radio value="ltr" label={t(m.ltr)} />
          <Radio value="rtl" label={t(m.rtl)} />
        </Choice>
        <Choice label={t(m.size)} value={theme.controlSize} onChange={(v) => theme.setControlSize(v as ControlSize)}>
          <div className={styles.row}>
            {CONTROL_SIZES.map((s) => (
              <Radio key={s} value={s} label={t(SIZE_LABELS[s])} />
            ))}
          </div>
        </Choice>
        <Choice label={t(m.language)} value={locale.locale} onChange={(v) => void locale.setLocale(v as Locale)}>
          <div className={styles.row}>
            <Radio value="es" label={<span lang="es">Español</span>} />
            <Radio value="en" label={<span lang="en">English</span>} />
          </div>
        </Choice>
        <p className={styles.note}>
          <FormattedMessage id="theme.saved" defaultMessage="Sus preferencias se guardan en este navegador." />
        </p>
      </PopoverSurface>
    </Popover>
  );
});
