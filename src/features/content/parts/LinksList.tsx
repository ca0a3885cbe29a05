import { useStores } from "../../../app/StoresContext";
import { RouterLink } from "../../../components/RouterLink";
import { withBrand, type BrandValues } from "../../../content/text";
import type { ContentBlockStyles } from "./contentBlockStyles";

/** A list of links to other pages of the portal, by their spec paths (`{product}` resolved). */
export function LinksList({ items, brand, styles }: { items: readonly { label: string; path: string }[]; brand: BrandValues; styles: ContentBlockStyles }) {
  const { routes } = useStores();
  return (
    <ul className={styles.list}>
      {items.map((l) => (
        <li key={l.path} className={styles.item}>
          <RouterLink to={routes.resolve(l.path)}>{withBrand(l.label, brand)}</RouterLink>
        </li>
      ))}
    </ul>
  );
}
