#!/usr/bin/env node
/**
 * Writes locales/es.json from the Spanish defaultMessages in src/ (the formatjs transformer finds
 * FormattedMessage, formatMessage and defineMessages). Fails when one id has two texts.
 * en.json is translated by hand; test/stores/LocaleStore.test.ts checks both have the same ids, and
 * test/locales/extracted.test.ts that es.json is what this script would write.
 */
const { readdirSync, readFileSync, statSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const ts = require("typescript");
const { transform } = require("@formatjs/ts-transformer");

const root = path.resolve(__dirname, "..");

function sourceFiles(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, files);
    else if (/\.tsx?$/.test(name)) files.push(full);
  }
  return files;
}

/** The messages of src/ as es.json holds them: id → Spanish text, ids in code-unit order. */
function extractMessages() {
  const messages = {};
  for (const file of sourceFiles(path.join(root, "src")).sort()) {
    const text = readFileSync(file, "utf8");
    // A message without a defaultMessage has no text to extract: skipping those files (four in
    // five) makes the run several times faster.
    if (!text.includes("defaultMessage")) continue;
    ts.transpileModule(text, {
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
  return Object.fromEntries(
    Object.keys(messages)
      .filter((k) => messages[k] !== undefined)
      .sort()
      .map((k) => [k, messages[k]]),
  );
}

module.exports = { extractMessages };

if (require.main === module) {
  const sorted = extractMessages();
  writeFileSync(path.join(root, "locales", "es.json"), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`locales/es.json: ${Object.keys(sorted).length} messages`);
}
