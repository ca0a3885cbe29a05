import { forwardRef } from "react";
import type { LinkProps } from "react-router-dom";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { useRouteHref, type RouteTarget } from "../RouteLink";
import { RouterLink } from "../RouterLink";

const useStyles = makeStyles({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSizing: "border-box",
    minHeight: "32px",
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid transparent`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: "center",
    textDecorationLine: "none",
    ":hover": { textDecorationLine: "none" },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ":hover": { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
    ":active": { backgroundColor: tokens.colorBrandBackgroundPressed, color: tokens.colorNeutralForegroundOnBrand },
    // Windows high contrast: a link that looks like a button keeps a visible border.
    "@media (forced-colors: active)": { border: "1px solid LinkText" },
  },
  secondary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ":active": { backgroundColor: tokens.colorNeutralBackground1Pressed, color: tokens.colorNeutralForeground1 },
  },
  large: { minHeight: "40px", padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, fontSize: tokens.fontSizeBase400 },
});

/**
 * A link to a route (a page, not a command) that looks like a button: the main action of a card or
 * a panel ("Pagar", "Pagar factura"), primary by default.
 */
export const ActionLink = forwardRef<
  HTMLAnchorElement,
  Omit<LinkProps, "to"> & RouteTarget & { appearance?: "primary" | "secondary"; size?: "medium" | "large" }
>(function ActionLink({ route, query, hash, appearance = "primary", size = "medium", className, ...props }, ref) {
  const href = useRouteHref();
  const styles = useStyles();
  return (
    <RouterLink
      ref={ref}
      {...props}
      to={href({ route, query, hash })}
      className={mergeClasses(styles.base, styles[appearance], size === "large" && styles.large, className)}
    />
  );
});
