import { Body1, Caption1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { useFormat } from "../../../../format";
import { cutState, newsImageUrl, type NewsInput } from "../../../../shared/news";
import { CATEGORY_MESSAGES } from "../../../news/newsLabels";
import { CutFacts } from "../../../news/parts/CutFacts";
import { t } from "./newsEditorMessages";
import { useNewsEditorStyles } from "./newsEditorStyles";

/** The item as visitors will see it, from what the form holds now (shown while `open`). */
export function NewsPreview({ open, draft, publishAt }: { open: boolean; draft: NewsInput; publishAt: string | null | undefined }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useNewsEditorStyles();
  const previewCut = draft.cut && draft.cut.startsAt && draft.cut.endsAt ? { ...draft.cut, state: cutState(draft.cut.startsAt, draft.cut.endsAt) } : null;
  return (
    <div id="news-preview" hidden={!open}>
      {open ? (
        <article className={styles.preview} aria-labelledby="news-preview-title">
          <Caption1 block>{intl.formatMessage(t.previewTitle)}</Caption1>
          <h2 id="news-preview-title">{draft.title || intl.formatMessage(t.title)}</h2>
          <Caption1 block>
            {f.day(publishAt ?? new Date().toISOString(), "long")} · {intl.formatMessage(CATEGORY_MESSAGES[draft.category])}
          </Caption1>
          <Body1 as="p" block>
            {draft.summary}
          </Body1>
          {previewCut ? <CutFacts cut={previewCut} /> : null}
          {draft.imageId ? <img className={styles.thumb} src={newsImageUrl(draft.imageId)} alt={draft.imageAlt} /> : null}
          {/* The editor writes only the elements of its schema; the server sanitizes again on save. */}
          <div dangerouslySetInnerHTML={{ __html: draft.bodyHtml }} />
        </article>
      ) : null}
    </div>
  );
}
