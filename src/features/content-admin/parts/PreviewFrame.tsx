import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { Body1, createDOMRenderer, RendererProvider } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useStores } from "../../../app/StoresContext";
import { withBrand } from "../../../content/text";
import { withDefaults } from "../../../shared/siteSettings";
import { makeStyles, tokens, typographyStyles } from "../../../theme";
import { ContentSections } from "../../content/parts/ContentSections";
import type { EditBody } from "../pageDraft";

const useStyles = makeStyles({
  // The frame keeps its real width (390 or 1366 px) and is drawn scaled down when the screen is narrower.
  fit: { width: "100%", minWidth: 0 },
  outer: { position: "relative", overflow: "hidden", maxWidth: "100%", border: `1px solid ${tokens.colorNeutralStroke1}` },
  frame: { position: "absolute", top: 0, left: 0, border: "none", transformOrigin: "0 0", backgroundColor: tokens.colorNeutralBackground2 },
  // What FluentProvider gives the page (font, colours), without its focus helpers: they listen on the
  // frame's window and would be removed after the frame is gone.
  themed: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    minHeight: "100%",
  },
  article: { padding: tokens.spacingHorizontalL, "& h1": { hyphens: "auto", overflowWrap: "break-word" } },
  h1: {
    ...typographyStyles.title1,
    display: "block",
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    color: tokens.colorNeutralForeground1,
    "@media (max-width: 29.99rem)": { ...typographyStyles.title2 },
  },
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500, maxWidth: "48rem", marginBlock: 0 },
});

/** The page as visitors read it: the public content page's heading, lead and sections (ContentSections). */
const PreviewArticle = observer(function PreviewArticle({ body }: { body: EditBody }) {
  const { config, siteSettings } = useStores();
  const styles = useStyles();
  const brand = { brand: config.brandName, brandLong: config.brandLongName, contacts: withDefaults(siteSettings.current) };
  // Links do nothing in the preview: a click would otherwise leave the editor.
  const stay = (e: MouseEvent) => {
    if ((e.target as Element).closest?.("a")) e.preventDefault();
  };
  return (
    <article className={styles.article} onClickCapture={stay}>
      <h1 className={styles.h1}>{withBrand(body.title, brand)}</h1>
      <Body1 as="p" block className={styles.lead}>
        {withBrand(body.lead, brand)}
      </Body1>
      <ContentSections sections={body.sections} brand={brand} />
    </article>
  );
});

/**
 * The preview in a frame of the given width (390 or 1366 px): a document of its own, so the page's
 * layout and media queries see that width as a phone or a computer would. Its styles are written
 * into the frame by a renderer of its own; it grows to its content and is scaled down to fit.
 */
export const PreviewFrame = observer(function PreviewFrame({ body, width, title }: { body: EditBody; width: number; title: string }) {
  const { fluentTheme } = useStores();
  const styles = useStyles();
  const frame = useRef<HTMLIFrameElement>(null);
  const room = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  const [height, setHeight] = useState(600);
  const [available, setAvailable] = useState(width);
  const renderer = useMemo(() => (doc ? createDOMRenderer(doc) : null), [doc]);
  // The theme's tokens as the CSS variables the page's styles read (what FluentProvider writes).
  const themeVariables = useMemo(
    () => Object.fromEntries(Object.entries(fluentTheme).map(([name, value]) => [`--${name}`, String(value)])) as CSSProperties,
    [fluentTheme],
  );

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const take = () => {
      const d = element.contentDocument;
      if (!d?.body) return;
      d.documentElement.lang = "es";
      d.title = title;
      d.body.style.margin = "0";
      setDoc((previous) => (previous === d ? previous : d));
    };
    take();
    element.addEventListener("load", take);
    return () => element.removeEventListener("load", take);
  }, [title]);

  useEffect(() => {
    if (!doc || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(Math.max(200, doc.body.scrollHeight)));
    observer.observe(doc.body);
    return () => observer.disconnect();
  }, [doc]);

  // Measured before the first paint, so the frame never shows wider than its room.
  useLayoutEffect(() => {
    const element = room.current;
    if (!element) return;
    // The room there is, less the frame's border.
    setAvailable(element.clientWidth - 2);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth - 2));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = Math.max(0.05, Math.min(1, available / width));
  return (
    // Sizes computed from the frame's content and the room there is: they cannot be static classes.
    <div ref={room} className={styles.fit}>
      <div className={styles.outer} style={{ width: width * scale, height: height * scale }}>
        <iframe ref={frame} title={title} className={styles.frame} style={{ width, height, transform: `scale(${scale})` }} />
        {doc && renderer
          ? createPortal(
              <RendererProvider renderer={renderer} targetDocument={doc}>
                <div className={styles.themed} style={themeVariables}>
                  <PreviewArticle body={body} />
                </div>
              </RendererProvider>,
              doc.body,
            )
          : null}
      </div>
    </div>
  );
});
