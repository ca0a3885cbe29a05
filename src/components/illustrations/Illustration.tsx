import { useEffect, useRef, useState, type ComponentType } from "react";
import { makeStyles, mergeClasses, tokens } from "../../theme";

export type IllustrationKind = "energia" | "agua" | "telco" | "atencion" | "inicio";

const useStyles = makeStyles({
  band: {
    display: "block",
    width: "100%",
    overflow: "hidden",
    borderRadius: tokens.borderRadiusLarge,
    // The box keeps its size before the art arrives, so nothing moves when it does (CLS).
    backgroundColor: tokens.colorBrandBackground2,
    "& svg": { display: "block" },
  },
});

type Art = ComponentType<{ kind: IllustrationKind }>;
let art: Art | null = null;
let pending: Promise<Art> | null = null;
const loadArt = () =>
  (pending ??= import(/* webpackChunkName: "illustrations" */ "./ServiceArt").then((m) => {
    art = m.default;
    return m.default;
  }));

/**
 * A decorative illustration band of a fixed aspect ratio. The prerendered page and the first
 * render hold an empty box of the final size; the art (its own small chunk) is fetched once the
 * band is near the viewport, so it adds nothing to a page's first download.
 */
export function Illustration({ kind, ratio = "4 / 1", className }: { kind: IllustrationKind; ratio?: string; className?: string }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const [Loaded, setLoaded] = useState<Art | null>(null);
  useEffect(() => {
    if (art) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the first render is always the empty box, as on the server, even when the art is already loaded: hydration must match
      setLoaded(() => art);
      return;
    }
    let live = true;
    const show = () =>
      void loadArt().then(
        (a) => live && setLoaded(() => a),
        () => undefined,
      );
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      show();
      return () => {
        live = false;
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          show();
        }
      },
      { rootMargin: "200px" },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className={mergeClasses(styles.band, className)} style={{ aspectRatio: ratio }} aria-hidden="true" data-illustration={kind}>
      {Loaded ? <Loaded kind={kind} /> : null}
    </div>
  );
}
