import { Suspense, type ReactNode } from "react";
import { SkipLink } from "../../components/a11y/SkipLink";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { Breadcrumbs } from "./Breadcrumbs";
import { GovcoBar } from "./GovcoBar";
import { Header } from "./Header";
import { PublicFooter } from "./shellChunks";

export const useShellStyles = makeStyles({
  shell: { minHeight: "100vh", display: "flex", flexDirection: "column", backgroundColor: tokens.colorNeutralBackground2 },
  container: {
    flexGrow: 1,
    // The footer starts below the first screen, so a list that arrives after the first paint (news,
    // cuts, search) pushes nothing the visitor sees: no layout shift (issue 21, CLS ≤ 0.02).
    minHeight: "100vh",
    width: "100%",
    maxWidth: "75rem",
    boxSizing: "border-box",
    marginInline: "auto",
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  main: { flexGrow: 1, ":focus": { outline: "none" } },
  /**
   * Issue 33 §1: the chat button floats at every width, so it is at hand on every screen of a phone,
   * not only after the footer. It never covers content for good: the shell keeps as much room at its
   * end as the button and its margin take (48 px on phones, 32 px from 768 px, plus 2 × spacingL),
   * so the last lines scroll clear of it. The shell's own padding, not a box after it: such a box
   * moved down as a signed-in page's content arrived above it, a layout shift (issue 37).
   */
  chatRoom: {
    paddingBlockEnd: `calc(48px + 2 * ${tokens.spacingVerticalL})`,
    "@media (min-width: 768px)": { paddingBlockEnd: `calc(32px + 2 * ${tokens.spacingVerticalL})` },
  },
});

/** Shell order of GOV.UK: skip link, the GOV.CO bar (issue 35 §4), header, breadcrumbs, main, footer. */
export function PublicLayout({ children, showBreadcrumbs, chatRoom }: { children: ReactNode; showBreadcrumbs: boolean; chatRoom: boolean }) {
  const styles = useShellStyles();
  return (
    <div className={mergeClasses(styles.shell, chatRoom && styles.chatRoom)}>
      <SkipLink />
      <GovcoBar />
      <Header />
      <div className={styles.container}>
        {showBreadcrumbs ? <Breadcrumbs /> : null}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
