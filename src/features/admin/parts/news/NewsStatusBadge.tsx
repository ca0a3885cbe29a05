import { Badge } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { useFormat } from "../../../../format";
import type { AdminNewsItem } from "../../../../shared/news";
import { fm } from "../../../../components/useLoad";

const t = defineMessages({
  draft: { id: "admin.news.status.draft", defaultMessage: "Borrador" },
  scheduled: { id: "admin.news.status.scheduled", defaultMessage: "Programada para el {date}" },
  published: { id: "admin.news.status.published", defaultMessage: "Publicada" },
});

/** Draft, scheduled (with its date) or published. */
export function NewsStatusBadge({ item }: { item: AdminNewsItem }) {
  const intl = useIntl();
  const f = useFormat();
  if (item.status === "draft")
    return (
      <Badge appearance="outline" color="informative">
        {intl.formatMessage(t.draft)}
      </Badge>
    );
  if (item.status === "scheduled" && item.publishAt) {
    return (
      <Badge appearance="tint" color="warning">
        {fm(intl, t.scheduled, { date: f.instant(item.publishAt) })}
      </Badge>
    );
  }
  return (
    <Badge appearance="filled" color="success">
      {intl.formatMessage(t.published)}
    </Badge>
  );
}
