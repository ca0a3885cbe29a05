import path from "node:path";
import zlib from "node:zlib";
import webpack, { type Configuration } from "webpack";
import HtmlWebpackPlugin from "html-webpack-plugin";
import CopyWebpackPlugin from "copy-webpack-plugin";
import CompressionPlugin from "compression-webpack-plugin";
import MinimizerPlugin from "minimizer-webpack-plugin";
import { transform as formatjsTransform } from "@formatjs/ts-transformer";
import { parse as parseMessage } from "@formatjs/icu-messageformat-parser";

/**
 * Messages are compiled to their AST at build time (defaultMessages in the code by the formatjs
 * transformer, locales/*.json when copied), so the browser never downloads the ICU parser.
 */
function compileLocale(content: Buffer): string {
  const messages = JSON.parse(content.toString("utf8")) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parseMessage(text)])));
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;

const tsRule = {
  test: /\.tsx?$/,
  loader: "ts-loader",
  exclude: /node_modules/,
  options: {
    transpileOnly: true,
    // One copy of the decorator helpers (tslib) instead of one per file.
    compilerOptions: { importHelpers: true },
    getCustomTransformers: () => ({ before: [formatjsTransform({ ast: true, removeDefaultMessage: false })] }),
  },
};

/**
 * Griffel's build-time transform (@griffel/webpack-loader): every makeStyles() of ours becomes
 * __styles() with its atomic classes and CSS rules computed here, as Fluent ships its own, so the
 * browser does not compile CSS while it hydrates a page (about 90 ms of a phone's main thread on
 * /noticias, issue 21). It runs on ts-loader's output; the modules a style object reads (tokens,
 * shared constants) are evaluated with Babel's TypeScript preset. Both builds use it, so the
 * prerendered rules are the ones the browser's code asks for.
 */
const griffelLoader = {
  loader: "@griffel/webpack-loader",
  options: {
    // Every depth a module under src/ imports the theme from: src/features/<domain>/parts/<area>/ is
    // four levels down. A makeStyles() the loader does not see stays a runtime call, and with it the
    // CSS compiler (rtl-css-js, stylis, the shorthands: 6.6 KB gzip) enters every page's first
    // download, through the theme module's re-export.
    modules: [1, 2, 3, 4, 5].map((depth) => ({ moduleSource: `${"../".repeat(depth)}theme`, importName: "makeStyles" })),
    babelOptions: { presets: ["@babel/preset-typescript"] },
  },
};
const styledTsRule = { test: /\.tsx?$/, exclude: /node_modules/, use: [griffelLoader, { loader: tsRule.loader, options: tsRule.options }] };

/**
 * The prerenderer: the same app for Node in one file (dist-ssr/render.js), which
 * scripts/prerender.js runs to write the HTML of every public route.
 */
function ssrConfig(production: boolean): Configuration {
  return {
    name: "ssr",
    mode: production ? "production" : "development",
    target: "node20",
    entry: { render: "./src/ssr/render.tsx" },
    output: { path: path.resolve(__dirname, "dist-ssr"), filename: "[name].js", library: { type: "commonjs2" }, clean: true },
    devtool: false,
    resolve: { extensions: [".tsx", ".ts", ".js"] },
    module: { rules: [styledTsRule] },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: "errors-warnings",
  };
}

/** The SPA build: content-hashed files, one lazy chunk per page, gzip and brotli copies. */
export default (_env: unknown, argv: { mode?: string }): Configuration[] => {
  const production = argv.mode !== "development";
  return [
    {
      name: "client",
      mode: production ? "production" : "development",
      entry: { main: "./src/main.tsx" },
      output: {
        path: path.resolve(__dirname, "dist"),
        filename: production ? "[name].[contenthash:8].js" : "[name].js",
        chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
        publicPath: "/",
        clean: true,
      },
      devtool: production ? "source-map" : "eval-cheap-module-source-map",
      resolve: {
        extensions: [".tsx", ".ts", ".js"],
        alias: { "@formatjs/icu-messageformat-parser$": "@formatjs/icu-messageformat-parser/no-parser.js" },
      },
      module: {
        rules: [styledTsRule],
      },
      plugins: [
        new webpack.DefinePlugin({ "process.env.PORTAL_CONTENT_SOURCE": JSON.stringify("http") }),
        new HtmlWebpackPlugin({ template: "src/index.html", inject: false, minify: false }),
        new CopyWebpackPlugin({
          patterns: [
            { from: "public", to: "." },
            { from: "locales", to: "locales", transform: { transformer: compileLocale, cache: true } },
          ],
        }),
        ...(production
          ? [
              new CompressionPlugin({ test: COMPRESSIBLE, algorithm: "gzip", filename: "[path][base].gz", threshold: 512, minRatio: 0.9 }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: "brotliCompress",
                filename: "[path][base].br",
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
                threshold: 512,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        // The default cacheGroups keep lazy-only dependencies out of the initial chunk; a catch-all
        // "vendors" group would pull them in (shared/notes/toolchain.md §3).
        splitChunks: {
          chunks: "all",
          cacheGroups: {
            // The news editor's libraries (TipTap on ProseMirror) load only in /admin/noticias, after
            // the page itself: one named chunk, which the bench lists apart from the page budget.
            editor: {
              test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
              name: "editor-vendor",
              chunks: "async",
              priority: 20,
              enforce: true,
            },
            // Leaflet (issue 36 §4) loads only where an outage map is drawn, after the incidents'
            // text list has shown: one named chunk, which the bench lists apart from the page budget.
            leaflet: {
              test: /[\\/]node_modules[\\/]leaflet[\\/]/,
              name: "map-vendor",
              chunks: "async",
              priority: 20,
              enforce: true,
            },
            // The date pickers (Fluent's calendar, weeks from Monday, spec §9) and our fields around
            // them load only with the lazy pages that have a date: one named chunk, shared by them
            // all, never in the first download.
            datePicker: {
              test: /[\\/](node_modules[\\/]@fluentui[\\/]react-(datepicker|calendar)-compat|src[\\/]components[\\/]forms[\\/](DateField|calendarStrings|typedDates))[\\/.]/,
              name: "date-picker",
              chunks: "async",
              priority: 20,
              enforce: true,
            },
          },
        },
        runtimeChunk: "single",
        // Terser with three compress passes: on the same build it gives a public page's initial
        // JavaScript 4 KB gzip less than swc's minifier (146.8 against 150.7 KB), most of it from the
        // decorated page classes of the route table.
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.terserMinify, options: { compress: { passes: 3 }, mangle: true, ecma: 2020 } },
          }),
        ],
      },
      performance: { hints: false },
      stats: "errors-warnings",
    },
    ssrConfig(production),
  ];
};
