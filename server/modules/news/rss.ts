import { CATEGORY_LABELS, newsPath } from "../../../src/shared/news";
import { escapeHtml } from "../../mail/templates";
import type { NewsRow } from "./repository";

/** Text for XML: the characters XML 1.0 forbids dropped, then escaped as for HTML (valid XML too). */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters XML allows are the point of the class
  return escapeHtml(text.replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, ""));
}

/** RSS 2.0 of the newest public items (RFC 822 dates, a permanent link as guid, self link). */
export function renderRss(rows: readonly NewsRow[], site: { brandName: string; publicUrl: string; now: Date }): string {
  const base = site.publicUrl.replace(/\/+$/, "");
  const newest = rows[0]?.publish_at ?? site.now;
  const items = rows.map((r) => {
    const link = `${base}${newsPath(r)}`;
    return [
      "    <item>",
      `      <title>${xmlText(r.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <description>${xmlText(r.summary)}</description>`,
      `      <category>${xmlText(CATEGORY_LABELS[r.category])}</category>`,
      `      <pubDate>${(r.publish_at ?? r.created_at).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlText(`Noticias de ${site.brandName}`)}</title>`,
    `    <link>${xmlText(`${base}/noticias`)}</link>`,
    `    <description>${xmlText(`Noticias y cortes programados de ${site.brandName}.`)}</description>`,
    "    <language>es-co</language>",
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlText(`${base}/api/news.rss`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
