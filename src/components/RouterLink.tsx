import { forwardRef } from "react";
import { Link, type LinkProps } from "react-router-dom";
import { makeStyles, mergeClasses, tokens } from "../theme";

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "underline",
    textUnderlineOffset: "2px",
    ":hover": { color: tokens.colorBrandForegroundLinkHover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px", borderRadius: "2px" },
  },
});

/** A client-side link with the theme's link colours and a visible focus ring. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ className, ...props }, ref) {
  const styles = useStyles();
  return <Link ref={ref} {...props} className={mergeClasses(styles.link, className)} />;
});
