#!/usr/bin/env node
/**
 * Writes locales/es.json from the Spanish defaultMessages in src/ (the formatjs transformer finds
 * FormattedMessage, formatMessage and defineMessages). Fails when one id has two texts.
 * en.json is translated by hand; test/locales.test.ts checks both have the same ids.
 */
const { readdirSync, readFileSync, statSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const ts = require("typescript");
const { transform } = require("@formatjs/ts-transformer");

const root = path.resolve(__dirname, "..");
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.tsx?$/.test(name)) files.push(full);
  }
})(path.join(root, "src"));

const messages = {};
for (const file of files.sort()) {
  ts.transpileModule(readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 },
    transformers: {
      before: [
        transform({
          onMsgExtracted: (_f, msgs) => {
            for (const m of msgs) {
              if (messages[m.id] !== undefined && messages[m.id] !== m.defaultMessage) {
                throw new Error(`Id ${m.id} has two texts: "${messages[m.id]}" and "${m.defaultMessage}" (${file})`);
              }
              messages[m.id] = m.defaultMessage;
            }
          },
        }),
      ],
    },
  });
}
const sorted = Object.fromEntries(
  Object.keys(messages)
    .sort()
    .map((k) => [k, messages[k]]),
);
writeFileSync(path.join(root, "locales", "es.json"), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`locales/es.json: ${Object.keys(sorted).length} messages`);
