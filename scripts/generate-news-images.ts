/**
 * Draws the pictures of the demo news (issue 21): one flat SVG scene per seeded item (the topic's
 * scene over a landscape of San Rafael's hills and reservoir, varied by the item's position so no
 * two look alike), rasterized to WebP by Chromium and written to server/modules/news/seedImages/.
 * The seed stores them through the same path as an administrator's upload (images.ts).
 *
 * Run once after changing the scenes or the demo items:
 *   npx ts-node --transpile-only scripts/generate-news-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SEED_CUTS, SEED_NEWS, seedImageFile, type SeedScene } from "../server/modules/news/seedData";

const W = 800;
const H = 450;
const OUT = path.join(__dirname, "..", "server", "modules", "news", "seedImages");
/** Each file must stay small: the seed keeps them in the database and the list shows ten at a time. */
const MAX_BYTES = 40 * 1024;

/** Skies: morning, midday, afternoon, dusk. */
const SKIES = [
  ["#cfe8f7", "#f2f8fc"],
  ["#a9d4f5", "#e3f1fb"],
  ["#f7d9b5", "#fbeedd"],
  ["#8a9bd6", "#e8c6d6"],
] as const;
const HILLS = [
  ["#7fb77e", "#4f8f5b", "#2f6b45"],
  ["#9cc58a", "#5e9b63", "#3b7a4f"],
  ["#86b99a", "#4c8b72", "#2c6452"],
] as const;
const INK = "#243447";
const BRAND = "#0f6cbd";
const WATER = "#3a96dd";
const YELLOW = "#f2b705";
const ORANGE = "#e8702a";
const WHITE = "#ffffff";
const GREY = "#c9d1d9";

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 4) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`;
const path_ = (d: string, fill: string, stroke = "none", w = 0) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const g = (x: number, y: number, s: number, body: string) => `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;

/** The landscape behind every scene: sky, sun or moon, three rows of hills, the reservoir. */
function landscape(v: number, withWater: boolean): string {
  const [top, bottom] = SKIES[v % SKIES.length];
  const [h1, h2, h3] = HILLS[v % HILLS.length];
  const shift = (v * 53) % 160;
  const sunX = 90 + ((v * 97) % 620);
  const dusk = v % SKIES.length === 3;
  return `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  ${rect(0, 0, W, H, "url(#sky)")}
  ${circle(sunX, 90, 38, dusk ? "#fff3c4" : "#ffd45c")}
  ${path_(`M0 250 Q ${120 + shift} 150 ${300 + shift} 230 T ${700 + shift / 2} 210 L800 200 L800 450 L0 450Z`, h1)}
  ${path_(`M0 300 Q ${200 - shift / 2} 220 ${420 - shift / 3} 290 T 800 270 L800 450 L0 450Z`, h2)}
  ${withWater ? path_(`M0 330 Q 200 315 400 330 T 800 325 L800 360 Q 600 372 400 360 T 0 365Z`, WATER) : ""}
  ${path_(`M0 ${withWater ? 360 : 340} Q 260 ${withWater ? 340 : 315} 520 355 T 800 345 L800 450 L0 450Z`, h3)}
  `;
}

const pole = (x: number, y: number, h: number) =>
  `${rect(x - 5, y, 10, h, "#6b4f3a", 2)}${rect(x - 30, y + 10, 60, 8, "#6b4f3a", 2)}${circle(x - 24, y + 8, 5, GREY)}${circle(x + 24, y + 8, 5, GREY)}`;
const wires = (x1: number, x2: number, y: number) =>
  `<path d="M${x1 - 24} ${y} Q ${(x1 + x2) / 2} ${y + 40} ${x2 - 24} ${y}" stroke="${INK}" stroke-width="2.5" fill="none"/><path d="M${x1 + 24} ${y} Q ${(x1 + x2) / 2} ${y + 40} ${x2 + 24} ${y}" stroke="${INK}" stroke-width="2.5" fill="none"/>`;
const house = (x: number, y: number, s: number, wall: string, roof: string) =>
  g(
    x,
    y,
    s,
    `${rect(0, 40, 100, 70, wall, 4)}${path_("M-10 45 L50 0 L110 45Z", roof)}${rect(38, 70, 24, 40, "#6b4f3a", 3)}${rect(12, 58, 20, 18, "#bfe3ff", 2)}${rect(68, 58, 20, 18, "#bfe3ff", 2)}`,
  );
const cone = (x: number, y: number) =>
  g(x, y, 1, `${path_("M0 90 L28 0 L56 90Z", ORANGE)}${rect(12, 34, 32, 10, WHITE)}${rect(6, 58, 44, 10, WHITE)}${rect(-8, 86, 72, 10, INK, 3)}`);
const clockBadge = (x: number, y: number) =>
  g(x, y, 1, `${circle(0, 0, 46, WHITE)}${circle(0, 0, 38, BRAND)}${line(0, 0, 0, -24, WHITE, 6)}${line(0, 0, 18, 8, WHITE, 6)}`);
const drop = (x: number, y: number, s: number, fill = WATER) =>
  g(x, y, s, path_("M0 -50 C 20 -20 36 0 36 18 A36 36 0 0 1 -36 18 C -36 0 -20 -20 0 -50Z", fill));
const tower = (x: number, y: number) =>
  g(
    x,
    y,
    1,
    `${path_("M-40 230 L0 0 L40 230", "none", INK, 7)}${line(-30, 170, 30, 170, INK, 5)}${line(-20, 110, 20, 110, INK, 5)}${line(-12, 60, 12, 60, INK, 5)}${line(-30, 170, 20, 110, INK, 3)}${line(30, 170, -20, 110, INK, 3)}${rect(-14, 20, 28, 16, BRAND, 3)}<path d="M-40 -10 a50 50 0 0 1 80 0 M-60 -25 a75 75 0 0 1 120 0" stroke="${BRAND}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
const doc = (x: number, y: number, s: number, body: string) =>
  g(
    x,
    y,
    s,
    `${rect(6, 8, 200, 250, "#00000022", 12)}${rect(0, 0, 200, 250, WHITE, 12)}${rect(20, 22, 120, 14, BRAND, 4)}${rect(20, 48, 160, 8, GREY, 4)}${rect(20, 64, 140, 8, GREY, 4)}${body}`,
  );
const bars = `${rect(30, 180, 26, 50, WATER, 3)}${rect(70, 150, 26, 80, BRAND, 3)}${rect(110, 120, 26, 110, "#5e9b63", 3)}${rect(150, 95, 26, 135, YELLOW, 3)}`;
const person = (x: number, y: number, shirt: string, s = 1) =>
  g(x, y, s, `${circle(0, 0, 18, "#8d5a3b")}${path_("M-30 70 Q -30 26 0 26 Q 30 26 30 70Z", shirt)}`);
const bubble = (x: number, y: number, w: number, fill: string, flip = false) =>
  g(
    x,
    y,
    1,
    `${rect(0, 0, w, 70, fill, 18)}${path_(flip ? `M${w - 40} 66 L${w - 10} 96 L${w - 20} 66Z` : "M30 66 L20 96 L50 66Z", fill)}${rect(20, 20, w - 60, 9, "#ffffffcc", 4)}${rect(20, 40, w - 100, 9, "#ffffffcc", 4)}`,
  );

/** The subject of each scene, drawn over the landscape. */
const SCENES: Record<SeedScene, (v: number) => { water: boolean; body: string }> = {
  factura: (v) => ({
    water: false,
    body: `${doc(300, 110, 1.15, bars)}${g(560, 300, 1, `${circle(0, 0, 40, YELLOW)}${circle(0, 0, 28, "#ffd45c")}${circle(50, 30, 40, YELLOW)}${circle(50, 30, 28, "#ffd45c")}`)}${v % 2 ? g(120, 250, 1, `${rect(0, 0, 110, 110, WHITE, 10)}${rect(0, 0, 110, 28, ORANGE, 10)}${rect(14, 44, 22, 18, GREY, 3)}${rect(44, 44, 22, 18, GREY, 3)}${rect(74, 44, 22, 18, BRAND, 3)}${rect(14, 72, 22, 18, GREY, 3)}`) : ""}`,
  }),
  medidor: () => ({
    water: false,
    body: `${g(330, 90, 1, `${rect(0, 0, 150, 230, "#e9edf1", 16)}${rect(18, 24, 114, 60, INK, 8)}<text x="75" y="66" font-family="monospace" font-size="30" fill="#7ee787" text-anchor="middle">0482</text>${circle(75, 150, 40, WHITE)}${line(75, 150, 100, 128, ORANGE, 5)}${rect(60, 200, 30, 40, "#8a96a3", 4)}`)}${g(540, 170, 1, `${path_("M0 0 L40 0 L20 50 L50 50 L0 130 L16 70 L-10 70Z", YELLOW)}`)}`,
  }),
  laboratorio: () => ({
    water: false,
    body: `${g(300, 120, 1, `${path_("M0 0 L120 0 L105 210 Q 60 225 15 210Z", "#e3f4ff", INK, 4)}${path_("M8 70 L112 70 L105 210 Q 60 225 15 210Z", WATER)}`)}${g(480, 90, 1, `${rect(0, 0, 40, 230, "#e3f4ff", 20)}${rect(0, 120, 40, 110, "#7ee0b5", 20)}${rect(-6, -6, 52, 18, INK, 6)}`)}${drop(560, 190, 0.9)}`,
  }),
  oficina: (v) => ({
    water: false,
    body: `${g(250, 120, 1, `${rect(0, 40, 300, 200, "#f4f1ea", 6)}${path_("M-20 50 L150 0 L320 50Z", BRAND)}${[0, 1, 2, 3].map((i) => rect(30 + i * 68, 90, 40, 60, "#bfe3ff", 3)).join("")}${rect(125, 170, 50, 70, "#6b4f3a", 4)}`)}${clockBadge(640 - (v % 3) * 10, 130)}${person(180, 300, ORANGE)}${person(610, 300, "#5e9b63")}`,
  }),
  bombillo: () => ({
    water: false,
    body: `${house(180, 250, 1.2, "#f4f1ea", "#c0504d")}${g(470, 60, 1, `${circle(70, 90, 80, "#fff1a8")}${circle(70, 90, 60, YELLOW)}${rect(40, 160, 60, 50, "#8a96a3", 8)}${line(40, 178, 100, 178, "#5d6873", 4)}${line(40, 194, 100, 194, "#5d6873", 4)}`)}${[
      0, 1, 2, 3, 4,
    ]
      .map((i) => {
        const a = (-150 + i * 30) * (Math.PI / 180);
        return line(540 + Math.cos(a) * 105, 150 + Math.sin(a) * 105, 540 + Math.cos(a) * 135, 150 + Math.sin(a) * 135, YELLOW, 7);
      })
      .join("")}`,
  }),
  lluvia: (v) => ({
    water: false,
    body: `${g(230 + (v % 3) * 20, 40, 1, `${circle(80, 80, 60, "#8a96a3")}${circle(160, 60, 75, "#9aa6b2")}${circle(240, 90, 55, "#8a96a3")}${rect(60, 90, 220, 50, "#9aa6b2", 25)}`)}${[0, 1, 2, 3, 4, 5].map((i) => line(290 + i * 40, 200 + (i % 2) * 20, 275 + i * 40, 240 + (i % 2) * 20, WATER, 6)).join("")}${rect(0, 380, W, 70, "#5d6873")}${g(360, 385, 1, `${rect(0, 0, 90, 30, INK, 4)}${[0, 1, 2, 3].map((i) => rect(10 + i * 20, 6, 10, 18, "#8a96a3", 2)).join("")}`)}`,
  }),
  correo: () => ({
    water: false,
    body: `${g(230, 110, 1, `${rect(0, 0, 130, 230, INK, 20)}${rect(10, 20, 110, 180, "#e3f1fb", 6)}${circle(65, 214, 8, "#8a96a3")}`)}${g(420, 120, 1.1, `${rect(0, 0, 220, 140, WHITE, 10)}${path_("M0 8 L110 80 L220 8", "none", BRAND, 8)}`)}${path_("M370 200 Q 395 170 420 190", "none", BRAND, 5)}`,
  }),
  solar: (v) => ({
    water: false,
    body: `${house(260, 190, 1.9, "#f4f1ea", "#8c4a3b")}${g(262 + (v % 2) * 4, 183, 1, `<g transform="skewX(-20)">${[0, 1, 2].map((i) => rect(80 + i * 48, 10, 44, 36, "#1f4e79", 3)).join("")}</g>`)}`,
  }),
  obra: () => ({
    water: false,
    body: `${rect(0, 370, W, 80, "#b08b62")}${rect(180, 360, 440, 50, "#5a4330", 6)}${rect(200, 372, 400, 26, "#8a96a3", 13)}${cone(120, 280)}${cone(630, 280)}${g(330, 230, 1, `${rect(0, 30, 140, 14, YELLOW, 4)}${rect(0, 60, 140, 14, YELLOW, 4)}${rect(6, 20, 8, 80, INK)}${rect(126, 20, 8, 80, INK)}`)}`,
  }),
  informe: (v) => ({
    water: false,
    body: `${doc(220, 90, 1.1, bars)}${doc(440, 110, 1, `${circle(100, 160, 60, BRAND)}${path_("M100 160 L100 100 A60 60 0 0 1 158 175Z", v % 2 ? YELLOW : "#5e9b63")}`)}`,
  }),
  alumbrado: () => ({
    water: false,
    body: `${rect(0, 380, W, 70, "#4a5560")}${[120, 340, 560].map((x) => g(x, 150, 1, `${rect(0, 0, 10, 240, "#3d4752", 3)}${path_("M5 0 Q 5 -20 50 -20 L70 -20", "none", "#3d4752", 8)}${rect(50, -26, 50, 14, "#e9edf1", 5)}${path_("M55 -12 L95 -12 L140 210 L10 210Z", "#fff4b880")}`)).join("")}`,
  }),
  grifo: () => ({
    water: false,
    body: `${g(250, 120, 1, `${rect(0, 0, 40, 90, "#8a96a3", 8)}${rect(0, 30, 200, 40, "#aab4be", 14)}${rect(160, 30, 40, 80, "#aab4be", 10)}${rect(60, -20, 80, 20, INK, 8)}${rect(90, -10, 20, 40, INK)}`)}${drop(430, 270, 0.8)}${g(380, 330, 1, `${path_("M0 0 L120 0 L110 90 L10 90Z", "#e3f4ff", INK, 4)}`)}`,
  }),
  pqrs: () => ({
    water: false,
    body: `${bubble(190, 100, 280, BRAND)}${bubble(330, 230, 260, "#5e9b63", true)}${person(160, 300, ORANGE, 1.2)}${person(650, 300, "#5e9b63", 1.2)}`,
  }),
  subestacion: () => ({
    water: false,
    body: `${rect(150, 250, 500, 120, "#d7dde3", 6)}${[200, 330, 460].map((x) => g(x, 230, 1, `${rect(0, 20, 90, 90, "#8a96a3", 6)}${[0, 1, 2].map((i) => rect(10 + i * 28, 0, 12, 26, "#6e7b88", 3)).join("")}${rect(14, 40, 62, 10, "#6e7b88", 3)}`)).join("")}${tower(640, 130)}${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => line(150 + i * 55, 250, 150 + i * 55, 370, "#6e7b88", 3)).join("")}`,
  }),
  tanque: (v) => ({
    water: true,
    body: `${g(300 + (v % 3) * 30, 110, 1, `${rect(0, 30, 200, 170, "#d7dde3", 10)}${path_("M0 34 Q 100 -20 200 34Z", "#aab4be")}${rect(0, 110, 200, 14, BRAND)}${rect(-30, 190, 260, 16, "#8a96a3", 4)}`)}${drop(620, 180, 0.8)}`,
  }),
  vereda: (v) => ({
    water: v % 2 === 0,
    body: `${house(120, 250, 0.9, "#f4f1ea", "#c0504d")}${house(330, 220, 0.8, "#fbe3b5", "#8c4a3b")}${house(540, 260, 0.9, "#e3f1fb", "#c0504d")}${pole(280, 130, 200)}${pole(500, 120, 210)}${wires(280, 500, 138)}${path_("M40 430 Q 300 330 520 400 T 800 380", "none", BRAND, 10)}`,
  }),
  embalse: () => ({
    water: true,
    body: `${path_("M0 340 Q 200 330 400 340 T 800 338 L800 352 L0 356Z", "#c9a66b")}${g(600, 220, 1, `${rect(0, 0, 160, 120, "#aab4be", 6)}${[0, 1, 2, 3].map((i) => rect(14 + i * 36, 20, 20, 90, "#8a96a3", 3)).join("")}`)}`,
  }),
  planta: () => ({
    water: true,
    body: `${[180, 360, 540].map((x, i) => g(x, 230, 1, `<ellipse cx="70" cy="70" rx="80" ry="30" fill="#aab4be"/><ellipse cx="70" cy="60" rx="70" ry="24" fill="${i === 2 ? "#7ee0b5" : WATER}"/>`)).join("")}${rect(300, 150, 120, 90, "#f4f1ea", 6)}${rect(320, 170, 30, 30, "#bfe3ff", 3)}${rect(370, 170, 30, 30, "#bfe3ff", 3)}`,
  }),
  proveedores: () => ({
    water: false,
    body: `${doc(300, 70, 1, `${rect(20, 100, 160, 8, GREY, 4)}${rect(20, 120, 120, 8, GREY, 4)}${rect(20, 190, 80, 30, "#5e9b63", 6)}`)}${g(260, 260, 1, `${path_("M0 60 L110 20 L160 50 L110 80Z", "#8d5a3b")}${path_("M280 60 L170 20 L120 50 L170 80Z", "#c68e65")}${rect(-60, 40, 70, 40, BRAND, 8)}${rect(270, 40, 70, 40, ORANGE, 8)}`)}`,
  }),
  fibra: (v) => ({
    water: v % 2 === 1,
    body: `${tower(250, 110)}${house(420, 260, 0.8, "#f4f1ea", "#c0504d")}${house(580, 240, 0.9, "#fbe3b5", "#8c4a3b")}<path d="M250 300 Q 350 260 460 300 M250 300 Q 430 230 620 285" stroke="${YELLOW}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  }),
  velocidad: () => ({
    water: false,
    body: `${g(230, 110, 1, `${rect(0, 0, 340, 210, INK, 14)}${rect(14, 14, 312, 182, "#e3f1fb", 6)}${rect(-30, 210, 400, 22, "#8a96a3", 8)}${path_("M90 150 A80 80 0 0 1 250 150", "none", "#d7dde3", 18)}${path_("M90 150 A80 80 0 0 1 225 95", "none", "#5e9b63", 18)}${line(170, 150, 220, 100, ORANGE, 7)}${circle(170, 150, 10, INK)}`)}`,
  }),
  audiencia: () => ({
    water: false,
    body: `${g(340, 120, 1, `${rect(0, 60, 120, 150, "#6b4f3a", 8)}${rect(-10, 50, 140, 20, "#8c6a4f", 6)}${rect(40, 100, 40, 40, YELLOW, 20)}`)}${person(400, 110, BRAND, 1.1)}${[120, 200, 600, 680].map((x, i) => person(x, 300, [ORANGE, "#5e9b63", "#c0504d", WATER][i], 1.1)).join("")}`,
  }),
  fuga: () => ({
    water: false,
    body: `${rect(80, 270, 640, 50, "#8a96a3", 25)}${rect(330, 262, 40, 66, "#6e7b88", 6)}${[0, 1, 2].map((i) => drop(400 + i * 34, 250 - i * 30, 0.35)).join("")}${g(470, 100, 1, `${circle(60, 60, 60, "#e3f1fb")}${circle(60, 60, 60, "none")}<circle cx="60" cy="60" r="56" fill="none" stroke="${INK}" stroke-width="12"/>${line(105, 105, 170, 170, INK, 18)}`)}`,
  }),
  router: () => ({
    water: false,
    body: `${g(280, 240, 1, `${rect(0, 0, 240, 70, WHITE, 16)}${circle(40, 35, 8, "#5e9b63")}${circle(70, 35, 8, "#5e9b63")}${circle(100, 35, 8, YELLOW)}${rect(30, -60, 10, 60, INK, 4)}${rect(200, -60, 10, 60, INK, 4)}`)}<path d="M320 150 a110 110 0 0 1 160 0 M345 180 a70 70 0 0 1 110 0 M370 205 a30 30 0 0 1 60 0" stroke="${BRAND}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  }),
  alerta: () => ({
    water: false,
    body: `${g(320, 80, 1, `${path_("M80 0 L160 30 L160 120 Q 160 200 80 240 Q 0 200 0 120 L0 30Z", BRAND)}${path_("M80 60 L130 160 L30 160Z", YELLOW)}${rect(75, 90, 10, 40, INK, 3)}${circle(80, 145, 6, INK)}`)}${person(160, 300, ORANGE, 1.2)}${person(640, 300, "#c0504d", 1.2)}`,
  }),
  poda: () => ({
    water: false,
    body: `${pole(260, 120, 230)}${pole(560, 110, 240)}${wires(260, 560, 128)}${g(380, 150, 1, `${rect(30, 80, 24, 140, "#6b4f3a", 4)}${circle(42, 60, 60, "#3b7a4f")}${circle(0, 90, 40, "#4f8f5b")}${circle(84, 90, 40, "#4f8f5b")}`)}${cone(120, 300)}`,
  }),
  "corte-energia": (v) => ({
    water: false,
    body: `${pole(200, 110 + (v % 2) * 10, 240)}${pole(520, 100, 250)}${wires(200, 520, 118 + (v % 2) * 5)}${cone(620, 280)}${clockBadge(360, 250)}`,
  }),
  "corte-acueducto": (v) => ({
    water: v % 2 === 0,
    body: `${rect(60, 300, 520, 44, "#8a96a3", 22)}${g(240, 260, 1, `${rect(0, 0, 60, 120, "#5d6873", 6)}${circle(30, -10, 30, "#c0504d")}${rect(-10, -16, 80, 12, "#c0504d", 4)}`)}${cone(640, 280)}${clockBadge(480, 180)}${drop(120, 240, 0.6)}`,
  }),
  "corte-alcantarillado": () => ({
    water: false,
    body: `${rect(0, 380, W, 70, "#5d6873")}<ellipse cx="360" cy="400" rx="110" ry="30" fill="${INK}"/><ellipse cx="360" cy="396" rx="96" ry="22" fill="#8a96a3"/>${cone(160, 300)}${cone(540, 300)}${clockBadge(620, 160)}`,
  }),
  "corte-telco": () => ({
    water: false,
    body: `${tower(300, 110)}${cone(470, 290)}${clockBadge(580, 190)}${g(120, 300, 1, `${rect(0, 0, 90, 60, WHITE, 10)}${circle(20, 30, 6, "#c0504d")}`)}`,
  }),
};

function svg(scene: SeedScene, v: number): string {
  const { water, body } = SCENES[scene](v);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${landscape(v, water)}${body}</svg>`;
}

async function main() {
  const items = [
    ...SEED_NEWS.map((n, i) => ({ slug: n.slug, scene: n.image.scene, v: i })),
    ...SEED_CUTS.map((c, i) => ({ slug: c.slug, scene: c.image.scene, v: i + 1 })),
  ];
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (f.endsWith(".webp")) rmSync(path.join(OUT, f));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  const page = await browser.newPage();
  await page.setContent("<canvas></canvas>");
  let total = 0;
  for (const it of items) {
    const dataUrl = await page.evaluate(
      async ({ markup, w, h }) => {
        const img = new Image(w, h);
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await img.decode();
        const canvas = document.querySelector("canvas")!;
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0, w, h);
        return canvas.toDataURL("image/webp", 0.8);
      },
      { markup: svg(it.scene, it.v), w: W, h: H },
    );
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    if (bytes.subarray(8, 12).toString("latin1") !== "WEBP") throw new Error(`${it.slug}: Chromium did not produce WebP`);
    if (bytes.length > MAX_BYTES) throw new Error(`${it.slug}: ${bytes.length} bytes, more than ${MAX_BYTES}`);
    writeFileSync(path.join(OUT, seedImageFile(it.slug)), bytes);
    total += bytes.length;
  }
  await browser.close();
  console.log(`${items.length} pictures, ${(total / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), OUT)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
