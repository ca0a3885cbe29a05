import { useEffect, useRef, type ReactNode } from "react";
import { observer } from "mobx-react-lite";
import { useLocation } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { makeStyles, tokens, typographyStyles } from "../../theme";

const useStyles = makeStyles({
  h1: {
    ...typographyStyles.title1,
    display: "block",
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    color: tokens.colorNeutralForeground1,
    // One long word ("Telecomunicaciones" at title1) is wider than a 320 px phone: break it rather than the page.
    overflowWrap: "break-word",
    hyphens: "auto",
    "@media (max-width: 29.99rem)": { ...typographyStyles.title2 },
    ":focus": { outline: "none" },
  },
});

/** The page's one h1; after a navigation it takes focus so screen readers announce the new page. */
export const PageHeading = observer(function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const { ui } = useStores();
  const ref = useRef<HTMLHeadingElement>(null);
  const styles = useStyles();
  const focus = ui.shouldFocusHeading;
  const { pathname } = useLocation();
  // The breadcrumbs and the document's title read the heading as shown, in the visitor's language.
  useEffect(() => {
    const text = ref.current?.textContent?.trim();
    if (text) ui.setHeading(pathname, text);
  });
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Focus once, when the page mounts, not when the flag changes later.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on mount only: a later change of the flag must not move focus
  }, []);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className={styles.h1}>
      {children}
    </h1>
  );
});
