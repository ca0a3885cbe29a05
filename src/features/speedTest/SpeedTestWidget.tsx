import { useState } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { fm } from "../../components/useLoad";
import { makeStyles, tokens } from "../../theme";
import { runSpeedTest, SpeedTestError, type SpeedResult } from "./speedTest";
import { speedTestMessages as t } from "./speedTestMessages";

const useStyles = makeStyles({
  widget: {
    marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalXXL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h2: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  note: { color: tokens.colorNeutralForeground2, maxWidth: "48rem", marginBlockEnd: tokens.spacingVerticalM },
  results: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(8.5rem, 1fr))",
    gap: tokens.spacingHorizontalM,
    marginBlock: `${tokens.spacingVerticalL} 0`,
  },
  result: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  value: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: "tabular-nums" },
  status: { minHeight: "1.5em", marginBlockStart: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

type Phase = "idle" | "latency" | "download" | "upload" | "done" | "rateLimited" | "failed";

/** /telco-medidor-velocidad: the speed test against the portal's own server (issue 33 §3). */
export default function SpeedTestWidget() {
  const intl = useIntl();
  const styles = useStyles();
  const { config } = useStores();
  const [phase, setPhase] = useState<Phase>("idle");
  const [result, setResult] = useState<SpeedResult | null>(null);
  const running = phase === "latency" || phase === "download" || phase === "upload";
  const one = (v: number) => intl.formatNumber(v, { maximumFractionDigits: v < 10 ? 1 : 0 });

  async function start() {
    setResult(null);
    try {
      const r = await runSpeedTest({ fetch: window.fetch.bind(window), now: () => performance.now() }, "/api/speedtest", setPhase);
      setResult(r);
      setPhase("done");
    } catch (err) {
      setPhase(err instanceof SpeedTestError && err.reason === "rateLimited" ? "rateLimited" : "failed");
    }
  }

  const status =
    phase === "latency"
      ? intl.formatMessage(t.phaseLatency)
      : phase === "download"
        ? intl.formatMessage(t.phaseDownload)
        : phase === "upload"
          ? intl.formatMessage(t.phaseUpload)
          : phase === "done" && result
            ? fm(intl, t.done, { download: one(result.downloadMbps), upload: one(result.uploadMbps), latency: Math.round(result.latencyMs) })
            : "";

  return (
    <section className={styles.widget} aria-labelledby="speed-test-title">
      <h2 id="speed-test-title" className={styles.h2}>
        {intl.formatMessage(t.title)}
      </h2>
      <Body1 as="p" block className={styles.note}>
        {fm(intl, t.note, { brand: config.brandName })}
      </Body1>
      <Button appearance="primary" onClick={() => void start()} disabled={running} disabledFocusable={running}>
        {intl.formatMessage(result ? t.again : t.start)}
      </Button>
      {/* One polite live region: the phases and the final figures are read out once each. */}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {phase === "rateLimited" || phase === "failed" ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(phase === "rateLimited" ? t.rateLimited : t.failed)}
        </p>
      ) : null}
      {result ? (
        <dl className={styles.results} aria-label={intl.formatMessage(t.resultsCaption)}>
          <div className={styles.result}>
            <dt className={styles.term}>{intl.formatMessage(t.download)}</dt>
            <dd className={styles.value}>{fm(intl, t.mbpsValue, { value: one(result.downloadMbps) })}</dd>
          </div>
          <div className={styles.result}>
            <dt className={styles.term}>{intl.formatMessage(t.upload)}</dt>
            <dd className={styles.value}>{fm(intl, t.mbpsValue, { value: one(result.uploadMbps) })}</dd>
          </div>
          <div className={styles.result}>
            <dt className={styles.term}>{intl.formatMessage(t.latency)}</dt>
            <dd className={styles.value}>{fm(intl, t.msValue, { value: Math.round(result.latencyMs) })}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
