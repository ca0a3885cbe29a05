import { observer } from "mobx-react-lite";
import { useStores } from "../../../app/StoresContext";
import { RouterLink } from "../../../components/RouterLink";
import { TRANSPARENCY_SECTIONS } from "../../../shared/entity";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  menu: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 19rem), 1fr))",
    gap: tokens.spacingHorizontalXL,
    marginBlockStart: tokens.spacingVerticalXL,
  },
  section: {
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h2: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, marginBlock: `0 ${tokens.spacingVerticalS}` },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, lineHeight: tokens.lineHeightBase400 },
});

/** Feature pages (not content pages) that the menu files under a section: 7. Datos abiertos (issue 35 §3). */
const FEATURE_SECTIONS: Readonly<Record<string, number>> = { "transparencia.datosAbiertos": 7 };

/**
 * The menu "Transparencia y acceso a la información pública" of Res. MinTIC 1519 de 2020, Anexo 2:
 * its nine sections, each with the pages the manifest files under it.
 */
export const TransparencyMenu = observer(function TransparencyMenu() {
  const { routes } = useStores();
  const styles = useStyles();
  const sectionOf = (r: { key: string; content?: { transparencySection?: number } }) => r.content?.transparencySection ?? FEATURE_SECTIONS[r.key];
  const pages = routes.inArea("transparencia").filter((r) => sectionOf(r) !== undefined && r.key !== "transparencia.home");
  return (
    <nav className={styles.menu} aria-label="Menú de transparencia (Resolución MinTIC 1519 de 2020)">
      {TRANSPARENCY_SECTIONS.map((title, i) => {
        const n = i + 1;
        const items = pages.filter((r) => sectionOf(r) === n).sort((a, b) => a.title.localeCompare(b.title, "es"));
        return (
          <section key={n} className={styles.section} aria-labelledby={`transparencia-${n}`}>
            <h2 id={`transparencia-${n}`} className={styles.h2}>
              {n}. {title}
            </h2>
            <ul className={styles.list}>
              {items.map((r) => (
                <li key={r.key}>
                  <RouterLink to={r.path}>{r.title}</RouterLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
});
