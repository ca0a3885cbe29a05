import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl, type IntlShape } from "react-intl";
import { useFormat } from "../../../../format";
import { fm } from "../../../../components/useLoad";
import { errorText } from "../../../../services/apiClient";
import { makeStyles, tokens } from "../../../../theme";
import type { AdminPqrsCaseStore, AttachmentDownload } from "../../AdminPqrsCaseStore";
import { ActionFailure } from "./ActionFailure";
import { t } from "./pqrsInboxMessages";

const useStyles = makeStyles({
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  list: { paddingInlineStart: tokens.spacingHorizontalL, display: "grid", gap: tokens.spacingVerticalXS },
  status: { minHeight: "1.5em" },
});

function statusText(intl: IntlShape, download: AttachmentDownload | null): string {
  if (!download || download.state === "failed") return "";
  return fm(intl, download.state === "loading" ? t.downloading : t.downloaded, { name: download.fileName });
}

/** The case's attached files, each a download button, with how the last download went. */
export const CaseAttachments = observer(function CaseAttachments({ opened }: { opened: AdminPqrsCaseStore }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const files = opened.item?.attachmentFiles ?? [];
  const download = opened.download;
  return (
    <>
      <h3 className={styles.h3}>{intl.formatMessage(t.attachmentsTitle)}</h3>
      {files.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noAttachments)}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {files.map((file) => (
            <li key={file.id}>
              <Button appearance="secondary" size="small" onClick={() => void opened.downloadAttachment(file)}>
                {fm(intl, t.download, { name: file.fileName, size: f.fileSize(file.size) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {statusText(intl, download)}
      </p>
      {download?.state === "failed" ? (
        <ActionFailure text={fm(intl, t.downloadFailed, { name: download.fileName, reason: errorText(download.error) ?? "" })} />
      ) : null}
    </>
  );
});
