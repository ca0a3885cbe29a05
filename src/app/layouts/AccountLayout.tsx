import { Suspense, type ReactNode } from "react";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { SkipLink } from "../../components/a11y/SkipLink";
import { useMediaQuery } from "../../components/useMediaQuery";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { accountMenuMessage } from "../../components/shell/accountNavigation";
import { useStores } from "../StoresContext";
import { SideNavItems, WIDE_LAYOUT_QUERY } from "./shellChunks";
import { SimpleFooter } from "./Footer";
import { GovcoBar } from "./GovcoBar";
import { Header } from "./Header";
import { useShellStyles } from "./PublicLayout";

/** Below 1024 px the account navigation lives in the header's drawer: the page gets the whole width (WCAG 1.4.10). */
const NARROW = "@media (max-width: 63.99rem)";

const useStyles = makeStyles({
  body: { display: "flex", flexGrow: 1, alignItems: "stretch" },
  side: {
    flexShrink: 0,
    width: "16rem",
    boxSizing: "border-box",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingVerticalM,
    [NARROW]: { display: "none" },
  },
  /** Collapsed: a rail of icons, each named by its tooltip (aria-label). */
  sideCollapsed: { width: "56px", padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXS}` },
  /** The page beside the navigation may shrink to the screen: its content wraps instead of overflowing. */
  main: { minWidth: 0 },
  gutterless: { flexGrow: 1, padding: tokens.spacingHorizontalL, minWidth: 0, [NARROW]: { padding: tokens.spacingHorizontalM } },
});

/**
 * Set while the build draws a signed-in page's frame (src/ssr/render.tsx, renderFrame): the side
 * navigation's box is drawn empty, as the links depend on the person's roles. It is drawn whatever
 * the width (its style hides it below 1024 px): on the server useMediaQuery answers its fallback,
 * true.
 */
export const accountFrame = { drawing: false };

/** The side navigation's box, which keeps its width while its links load (ThemeStore layout collapsibleSide). */
const SideNav = observer(function SideNav() {
  const { theme } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  return (
    <nav className={mergeClasses(styles.side, theme.layout.sideNavCollapse && styles.sideCollapsed)} aria-label={intl.formatMessage(accountMenuMessage)}>
      {accountFrame.drawing ? null : (
        <Suspense fallback={null}>
          <SideNavItems />
        </Suspense>
      )}
    </nav>
  );
});

/** Layout for signed-in users: with container and footer, or gutterless for dashboard and admin. */
export default function AccountLayout({
  children,
  contained,
  footer,
  sideNav,
}: {
  children: ReactNode;
  contained: boolean;
  footer: boolean;
  sideNav: boolean;
}) {
  const shell = useShellStyles();
  const styles = useStyles();
  // Below 1024 px the navigation is the header's drawer: nothing of it is drawn or downloaded here.
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  return (
    <div className={shell.shell}>
      <SkipLink />
      <GovcoBar />
      <Header />
      <div className={styles.body}>
        {sideNav && wide ? <SideNav /> : null}
        <main id="main-content" tabIndex={-1} className={mergeClasses(shell.main, styles.main, contained ? shell.container : styles.gutterless)}>
          {children}
        </main>
      </div>
      {footer ? <SimpleFooter /> : null}
    </div>
  );
}
