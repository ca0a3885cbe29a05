import { Button, Link as FluentLink } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import { useMounted } from "../../../components/useMounted";
import { fm } from "../../../components/useLoad";
import { nm } from "../newsLabels";
import { useNewsStyles } from "./newsStyles";

const NETWORKS = [
  { name: "Facebook", href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(u)}` },
  { name: "X", href: (u: string, t: string) => `https://x.com/intent/post?url=${encodeURIComponent(u)}&text=${encodeURIComponent(t)}` },
  { name: "WhatsApp", href: (u: string, t: string) => `https://wa.me/?text=${encodeURIComponent(`${t} ${u}`)}` },
  { name: "LinkedIn", href: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(u)}` },
] as const;

/** Share links (each tracked as a share event) and a copy-link button. */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const intl = useIntl();
  const styles = useNewsStyles();
  const { metrics, toasts } = useStores();
  // The address is known in the browser only: the prerendered links get their href once mounted.
  const mounted = useMounted();
  const url = mounted ? new URL(path, window.location.origin).href : "";
  const pagePath = path.split("?")[0];
  const copy = async () => {
    metrics.trackShare("copiar-enlace", pagePath);
    try {
      await navigator.clipboard.writeText(url);
      toasts.success(intl.formatMessage(nm.copied));
    } catch {
      toasts.error(intl.formatMessage(nm.copyFailed));
    }
  };
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        {intl.formatMessage(nm.share)}
      </h2>
      {NETWORKS.map((n) => (
        <FluentLink
          key={n.name}
          href={url ? n.href(url, title) : undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fm(intl, nm.shareOn, { network: n.name })}
          onClick={() => metrics.trackShare(n.name.toLowerCase(), pagePath)}
        >
          {n.name}
        </FluentLink>
      ))}
      <Button size="small" onClick={() => void copy()}>
        {intl.formatMessage(nm.copyLink)}
      </Button>
    </section>
  );
}
