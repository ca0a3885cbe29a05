/** @jest-environment node */
// Node, as for scripts/prerender.js: Griffel collects the styles while rendering on a server only.
import {
  Button,
  Card,
  Field,
  FluentProvider,
  Input,
  RendererProvider,
  Spinner,
  createDOMRenderer,
  renderToStyleElements,
  webLightTheme,
} from "@fluentui/react-components";
// Griffel's own rehydration (what RendererProvider runs in a browser), as the reference.
import { rehydrateRendererCache } from "@griffel/core";
import { JSDOM } from "jsdom";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { makeStyles, tokens } from "../../src/theme";
import { rehydrateStyles, splitCssRules } from "../../src/theme/rehydrateStyles";

/** Rules of every kind Griffel writes: plain, pseudo-classes, media, supports, keyframes, quoted braces. */
const useStyles = makeStyles({
  root: {
    color: tokens.colorBrandForeground1,
    paddingBlock: tokens.spacingVerticalM,
    ":hover": { color: tokens.colorBrandForeground2 },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    "::before": { content: '"{ } ; \\" \'"' },
    "@media (min-width: 480px)": { display: "grid", gridTemplateColumns: "1fr 1fr" },
    "@media (min-width: 1024px)": { gap: "2rem" },
    "@supports (display: grid)": { display: "grid" },
    animationName: { from: { opacity: 0 }, to: { opacity: 1 } },
  },
});

function Page() {
  const styles = useStyles();
  return (
    <FluentProvider theme={webLightTheme}>
      <Card className={styles.root}>
        <Field label="Correo" hint="Como aparece en la factura">
          <Input type="email" />
        </Field>
        <Button appearance="primary">Ingresar</Button>
        <Spinner label="Cargando" />
      </Card>
    </FluentProvider>
  );
}

/** A prerendered page: its <style> elements as scripts/prerender.js writes them, and the rules it used. */
function prerendered(): { document: Document; rules: string[] } {
  const renderer = createDOMRenderer(undefined);
  renderToString(
    <RendererProvider renderer={renderer}>
      <Page />
    </RendererProvider>,
  );
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  const { document } = new JSDOM(`<!doctype html><html><head>${styles}</head><body></body></html>`).window;
  return { document, rules: Object.keys(renderer.insertionCache) };
}

describe("taking over the prerendered styles (issue 21: no CSS parser while the page hydrates)", () => {
  it("fills Griffel's cache and style sheets exactly as Griffel's own rehydration does", () => {
    const { document } = prerendered();
    const ours = createDOMRenderer(document);
    rehydrateStyles(ours, document);
    const griffels = createDOMRenderer(document);
    rehydrateRendererCache(griffels, document);

    expect(Object.keys(griffels.insertionCache).length).toBeGreaterThan(100);
    expect(ours.insertionCache).toEqual(griffels.insertionCache);
    expect(Object.keys(ours.stylesheets).sort()).toEqual(Object.keys(griffels.stylesheets).sort());
    for (const [key, sheet] of Object.entries(griffels.stylesheets)) {
      const mine = ours.stylesheets[key];
      expect({ key, element: mine.element === sheet.element, bucket: mine.bucketName, attributes: mine.elementAttributes }).toEqual({
        key,
        element: true,
        bucket: sheet.bucketName,
        attributes: sheet.elementAttributes,
      });
    }
  });

  it("knows every rule the page was rendered with, so hydrating inserts none of them again", () => {
    const { document, rules } = prerendered();
    const renderer = createDOMRenderer(document);
    rehydrateStyles(renderer, document);
    expect(rules.length).toBeGreaterThan(100);
    expect(rules.filter((rule) => renderer.insertionCache[rule] === undefined)).toEqual([]);
  });

  it("splits a bucket's text back into its rules, braces in strings included", () => {
    const rules = [
      ".a{color:red;}",
      '.b::before{content:"{ } ;";}',
      "@media (min-width: 480px){.c{display:grid;}}",
      "@keyframes k{from{opacity:0;}to{opacity:1;}}",
    ];
    expect(splitCssRules(rules.join(""))).toEqual(rules);
    expect(splitCssRules("")).toEqual([]);
  });
});
