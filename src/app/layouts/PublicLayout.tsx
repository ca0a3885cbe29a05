import { Suspense, type ReactNode } from "react";
import { SkipLink } from "../../components/a11y/SkipLink";
import { makeStyles, tokens } from "../../theme";
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
});

/** Shell order of GOV.UK: skip link, the GOV.CO bar (issue 35 §4), header, breadcrumbs, main, footer. */
export function PublicLayout({ children, showBreadcrumbs }: { children: ReactNode; showBreadcrumbs: boolean }) {
  const styles = useShellStyles();
  return (
    <div className={styles.shell}>
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
