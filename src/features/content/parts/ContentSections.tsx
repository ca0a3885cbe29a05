import { withBrand, type BrandValues } from "../../../content/text";
import type { ContentSection } from "../../../content/types";
import { ContentBlock } from "./ContentBlock";
import { useContentBlockStyles } from "./contentBlockStyles";

/** The sections of a content page, each under its h2. */
export function ContentSections({ sections, brand }: { sections: readonly ContentSection[]; brand: BrandValues }) {
  const styles = useContentBlockStyles();
  return (
    <>
      {sections.map((section, s) => (
        <section key={s} className={styles.section} aria-labelledby={`section-${s}`}>
          <h2 id={`section-${s}`} className={styles.h2}>
            {withBrand(section.heading, brand)}
          </h2>
          {section.blocks.map((block, b) => (
            <ContentBlock key={b} block={block} brand={brand} styles={styles} id={`block-${s}-${b}`} />
          ))}
        </section>
      ))}
    </>
  );
}
