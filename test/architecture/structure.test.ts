/**
 * Issue 23: the house's rooms hold what they say. These read the source tree as text (git's list of
 * files), so a file in the wrong room fails here, not in a review.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => f !== "" && !f.startsWith("node_modules/"));
const source = (f: string) => /\.(ts|tsx)$/.test(f);
const read = (f: string) => {
  try {
    return readFileSync(path.join(root, f), "utf8");
  } catch {
    return ""; // listed but deleted in the working tree
  }
};

/** Data and generated modules: their length is their content, not their design. */
const LONG_ON_PURPOSE = [
  /^src\/content\//, // page texts and document sources, one module per page
  /^src\/routing\/routeDetails\.ts$/, // every route's description and keywords
  /^src\/theme\/defaultTheme\.generated\.ts$/,
  /^server\/modules\/news\/seedData\.ts$/, // the demo news
  /^src\/shared\/tariffs\//, // published tariff tables
];

describe("the source tree (issue 23)", () => {
  it("has no source file over 400 lines, except data and generated files", () => {
    const long = tracked
      .filter((f) => source(f) && /^(src|server)\//.test(f) && !LONG_ON_PURPOSE.some((p) => p.test(f)))
      .map((f) => ({ f, lines: read(f).split("\n").length }))
      .filter(({ lines }) => lines > 400)
      .map(({ f, lines }) => `${f} (${lines})`);
    expect(long).toEqual([]);
  });

  it("keeps SQL in repositories, the database layer, seeds and migrations", () => {
    const allowed = [
      /^server\/modules\/[^/]+\/repository\.ts$/,
      /^server\/modules\/[^/]+\/repository\/[^/]+\.ts$/,
      /^server\/mail\/repository\.ts$/,
      /^server\/db\//,
      /(^|\/)seed(Data)?\.ts$/,
    ];
    const SQL = /\b(SELECT\s[\s\S]{0,200}?\bFROM\b|INSERT INTO\b|UPDATE\s+\w+\s+SET\b|DELETE FROM\b|CREATE (TABLE|INDEX|FUNCTION)\b|ALTER TABLE\b)/;
    const offenders = tracked.filter((f) => source(f) && f.startsWith("server/") && !allowed.some((p) => p.test(f))).filter((f) => SQL.test(read(f)));
    expect(offenders).toEqual([]);
  });

  it("lets no view of a feature call an API client: views observe their store", () => {
    const offenders = tracked
      .filter((f) => /^src\/features\/[^/]+\/views\/.+\.tsx?$/.test(f))
      .filter((f) => {
        const text = read(f);
        return (
          /from "[^"]*(Api|apiClient)"/.test(text) ||
          /\b(stores|useStores\(\))\.(api|auth|news)\b/.test(text) ||
          /\{[^}]*\b(api|auth|news)\b[^}]*\}\s*=\s*useStores\(\)/.test(text)
        );
      });
    expect(offenders).toEqual([]);
  });

  it("links to pages by route key, not by a literal path", () => {
    const offenders = tracked.filter((f) => /^src\/(features|components|app)\/.+\.tsx$/.test(f)).filter((f) => /\bto="\/[^"]*"/.test(read(f)));
    expect(offenders).toEqual([]);
  });

  it("imports makeStyles from the theme module at a depth Griffel's build-time transform knows", () => {
    // webpack.config.ts hands @griffel/webpack-loader the theme module as "../theme" up to five levels
    // up; a call imported otherwise stays a runtime makeStyles(), which brings the CSS compiler into
    // every page's first download (6.6 KB gzip, DESIGN §8).
    const config = read("webpack.config.ts");
    const depths = config.match(/modules: \[([\d, ]+)\]\.map\(\(depth\) => \(\{ moduleSource: `\$\{"\.\.\/"\.repeat\(depth\)\}theme`/)?.[1];
    expect(depths).toBeDefined();
    const known = new Set(depths!.split(",").map((d) => `${"../".repeat(Number(d))}theme`));
    const offenders = tracked
      .filter((f) => source(f) && f.startsWith("src/") && f !== "src/theme/index.ts")
      .flatMap((f) =>
        [...read(f).matchAll(/import \{([^}]*)\} from "([^"]+)"/g)].filter((m) => /\bmakeStyles\b/.test(m[1]) && !known.has(m[2])).map((m) => `${f}: ${m[2]}`),
      );
    expect(offenders).toEqual([]);
  });

  it("lists every top-level folder in ARCHITECTURE.md", () => {
    const doc = read("ARCHITECTURE.md");
    const folders = [...new Set(tracked.filter((f) => f.includes("/")).map((f) => f.split("/")[0]))].filter((d) => !d.startsWith("."));
    const missing = folders.filter((d) => !doc.includes(`\`${d}/\``));
    expect(missing).toEqual([]);
  });
});
