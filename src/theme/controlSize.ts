/**
 * Spec §3 `controlSize` (issue 21): the size of every control. Fluent sizes a Button from its
 * font size and line height tokens, so the FluentProvider theme gets these overrides; fields also
 * pass the matching Fluent `size` to their control (src/components/forms/fields.tsx). The same
 * overrides are written into the boot CSS (bootCss.ts) so a stored size shows from the first frame.
 * Kept tiny: it is part of the first download.
 */
export type ControlSize = "xs" | "sm" | "md" | "lg";

export const CONTROL_SIZE_TOKENS: Record<ControlSize, Record<string, string>> = {
  xs: {
    fontSizeBase100: "9px",
    fontSizeBase200: "11px",
    fontSizeBase300: "12px",
    fontSizeBase400: "14px",
    lineHeightBase100: "12px",
    lineHeightBase200: "14px",
    lineHeightBase300: "16px",
    lineHeightBase400: "20px",
  },
  sm: {
    fontSizeBase200: "11px",
    fontSizeBase300: "13px",
    fontSizeBase400: "15px",
    lineHeightBase200: "15px",
    lineHeightBase300: "18px",
    lineHeightBase400: "20px",
  },
  md: {},
  lg: {
    fontSizeBase200: "14px",
    fontSizeBase300: "16px",
    fontSizeBase400: "18px",
    fontSizeBase500: "22px",
    lineHeightBase200: "18px",
    lineHeightBase300: "24px",
    lineHeightBase400: "26px",
    lineHeightBase500: "30px",
  },
};

/** The Fluent `size` of an input, select or textarea at each control size. */
export const FIELD_SIZE: Record<ControlSize, "small" | "medium" | "large"> = {
  xs: "small",
  sm: "small",
  md: "medium",
  lg: "large",
};
