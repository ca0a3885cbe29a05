import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { TextField } from "../../../components/forms/fields";
import { fm } from "../../../components/useLoad";
import type { ContentEditorStore } from "../ContentEditorStore";
import { BLOCK_KINDS, move, newBlock, type EditSection } from "../pageDraft";
import { AddBlock, BlockEditor } from "./BlockEditor";
import { useEditorStyles } from "./editorStyles";
import { ItemControls } from "./ItemControls";
import { m } from "./messages";

/** One section of the page (an h2 for visitors): its heading, its blocks, moved or removed as a whole. */
export const SectionEditor = observer(function SectionEditor({ store, section, index }: { store: ContentEditorStore; section: EditSection; index: number }) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const path = `sections[${index}]`;
  const n = index + 1;
  const sections = store.body.sections;
  return (
    <section id={`content-section-${index}`} tabIndex={-1} aria-labelledby={`content-section-${index}-title`} className={styles.box}>
      <h3 id={`content-section-${index}-title`} className={styles.h3}>
        {fm(intl, m.section, { n })}
        {section.heading ? `: ${section.heading}` : ""}
      </h3>
      <TextField
        id={`content-section-${index}-heading`}
        label={fm(intl, m.sectionHeading, { n })}
        required
        error={store.errors[`${path}.heading`]}
        value={section.heading}
        onChange={(v) => store.update(`${path}.heading`, () => (section.heading = v))}
      />
      {section.blocks.map((block, b) => (
        <BlockEditor key={b} store={store} block={block} path={`${path}.blocks[${b}]`} id={`content-block-${index}-${b}`} index={b} siblings={section.blocks} />
      ))}
      <AddBlock
        id={`content-section-${index}-add`}
        where={section.heading || fm(intl, m.section, { n })}
        kinds={BLOCK_KINDS}
        onAdd={(kind) => store.update(path, () => section.blocks.push(newBlock(kind)))}
      />
      <ItemControls
        index={index}
        count={sections.length}
        up={m.moveSectionUp}
        down={m.moveSectionDown}
        remove={m.removeSection}
        onMove={(from, to) => store.update("sections", () => move(sections, from, to))}
        onRemove={(at) => store.update("sections", () => sections.splice(at, 1))}
      />
    </section>
  );
});
