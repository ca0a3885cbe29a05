import type { ReactNode } from "react";
import { tokens } from "../../theme";
import type { IllustrationKind } from "./Illustration";

/**
 * Flat scenes of the portal's services, drawn with the theme's colour tokens (CSS variables), so
 * they follow light and dark mode and the five colour schemas. Decorative: the page says the same
 * in words. Hand-written SVG, about 1 KB gzip each; in their own chunk (Illustration loads them).
 */
const C = {
  sky: tokens.colorBrandBackground2,
  sun: tokens.colorPaletteYellowBackground3,
  far: tokens.colorPaletteGreenBackground1,
  mid: tokens.colorPaletteGreenBackground2,
  near: tokens.colorPaletteGreenBackground3,
  water: tokens.colorPaletteBlueBorderActive,
  ink: tokens.colorNeutralForeground2,
  brand: tokens.colorBrandBackground,
  light: tokens.colorNeutralBackground1,
  wall: tokens.colorNeutralBackground3,
  roof: tokens.colorPaletteDarkOrangeBackground3,
  accent: tokens.colorPaletteMarigoldBackground3,
};

/** Sky, sun, three rows of hills and the reservoir between them (San Rafael's landscape). */
function Landscape({ water = true }: { water?: boolean }) {
  return (
    <>
      <rect width="960" height="240" fill={C.sky} />
      <circle cx="820" cy="58" r="30" fill={C.sun} />
      <path d="M0 150 Q 160 70 340 135 T 700 120 T 960 110 V240 H0Z" fill={C.far} />
      <path d="M0 180 Q 230 120 470 170 T 960 160 V240 H0Z" fill={C.mid} />
      {water ? <path d="M0 196 Q 240 186 480 196 T 960 192 V212 Q 720 222 480 212 T 0 214Z" fill={C.water} /> : null}
      <path d="M0 214 Q 300 196 600 216 T 960 210 V240 H0Z" fill={C.near} />
    </>
  );
}

function House({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect x="0" y="22" width="56" height="40" rx="2" fill={C.light} stroke={C.ink} strokeWidth="2" />
      <path d="M-6 26 L28 0 L62 26Z" fill={C.roof} />
      <rect x="22" y="40" width="12" height="22" fill={C.ink} />
      <rect x="6" y="32" width="10" height="9" fill={C.sky} />
      <rect x="40" y="32" width="10" height="9" fill={C.sky} />
    </g>
  );
}

function Pole({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-3" y="0" width="6" height="110" fill={C.ink} />
      <rect x="-20" y="8" width="40" height="5" fill={C.ink} />
    </g>
  );
}

function Tower({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="none" stroke={C.ink} strokeWidth="4" strokeLinecap="round">
      <path d="M-26 150 L0 0 L26 150 M-19 110 H19 M-13 72 H13 M-19 110 L13 72 M19 110 L-13 72" />
      <path d="M-24 -8 a34 34 0 0 1 48 0 M-38 -20 a52 52 0 0 1 76 0" stroke={C.brand} strokeWidth="5" />
    </g>
  );
}

function Drop({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return <path transform={`translate(${x} ${y}) scale(${s})`} d="M0 -34 C 14 -14 24 0 24 12 A24 24 0 0 1 -24 12 C -24 0 -14 -14 0 -34Z" fill={C.water} />;
}

function Bubble({ x, y, w, fill, flip }: { x: number; y: number; w: number; fill: string; flip?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height="44" rx="12" fill={fill} />
      <path d={flip ? `M${w - 28} 42 L${w - 8} 62 L${w - 14} 42Z` : "M18 42 L10 62 L34 42Z"} fill={fill} />
      <rect x="14" y="13" width={w - 40} height="6" rx="3" fill={C.light} />
      <rect x="14" y="25" width={w - 64} height="6" rx="3" fill={C.light} />
    </g>
  );
}

const Wires = ({ d }: { d: string }) => <path d={d} fill="none" stroke={C.ink} strokeWidth="2" />;

const SCENES: Record<IllustrationKind, () => ReactNode> = {
  energia: () => (
    <>
      <Landscape water={false} />
      <Pole x={250} y={80} />
      <Pole x={470} y={70} />
      <Pole x={690} y={84} />
      <Wires d="M230 88 Q 360 120 450 78 M270 88 Q 380 118 490 78 M450 78 Q 580 118 670 92 M490 78 Q 600 116 710 92" />
      <House x={120} y={150} s={0.9} />
      <House x={560} y={150} s={0.8} />
      <path d="M382 128 L398 128 L390 148 L404 148 L378 184 L385 158 L372 158Z" fill={C.sun} stroke={C.ink} strokeWidth="2" strokeLinejoin="round" />
      <g transform="translate(800 130)">
        <rect x="0" y="0" width="52" height="74" rx="8" fill={C.light} stroke={C.ink} strokeWidth="2" />
        <rect x="8" y="10" width="36" height="18" rx="3" fill={C.brand} />
        <circle cx="26" cy="48" r="12" fill={C.wall} stroke={C.ink} strokeWidth="2" />
      </g>
    </>
  ),
  agua: () => (
    <>
      <Landscape />
      <g transform="translate(170 110)">
        <rect x="0" y="16" width="110" height="80" rx="6" fill={C.light} stroke={C.ink} strokeWidth="2" />
        <path d="M0 18 Q 55 -12 110 18Z" fill={C.wall} stroke={C.ink} strokeWidth="2" />
        <rect x="0" y="52" width="110" height="8" fill={C.brand} />
      </g>
      <path d="M280 190 Q 420 150 560 178 T 760 160" fill="none" stroke={C.brand} strokeWidth="8" strokeLinecap="round" />
      <Drop x={470} y={110} s={1.5} />
      <House x={700} y={120} s={0.9} />
      <g transform="translate(560 130)" fill={C.light} stroke={C.ink} strokeWidth="2">
        <ellipse cx="40" cy="40" rx="44" ry="14" />
        <ellipse cx="40" cy="36" rx="36" ry="9" fill={C.water} />
      </g>
    </>
  ),
  telco: () => (
    <>
      <Landscape />
      <Tower x={300} y={50} />
      <House x={430} y={146} s={0.8} />
      <House x={560} y={134} s={0.9} />
      <House x={700} y={150} s={0.8} />
      <path
        d="M300 196 Q 380 170 450 176 M300 196 Q 470 150 585 166 M300 196 Q 560 150 720 178"
        fill="none"
        stroke={C.accent}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <g transform="translate(110 120)">
        <rect x="0" y="0" width="96" height="62" rx="6" fill={C.ink} />
        <rect x="6" y="6" width="84" height="48" rx="3" fill={C.light} />
        <path d="M24 44 A24 24 0 0 1 72 44" fill="none" stroke={C.brand} strokeWidth="6" />
        <rect x="-10" y="62" width="116" height="8" rx="3" fill={C.ink} />
      </g>
    </>
  ),
  atencion: () => (
    <>
      <Landscape water={false} />
      <g transform="translate(370 70)">
        <rect x="0" y="30" width="220" height="130" rx="4" fill={C.light} stroke={C.ink} strokeWidth="2" />
        <path d="M-14 36 L110 0 L234 36Z" fill={C.brand} />
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x={22 + i * 48} y={60} width={30} height={36} rx="2" fill={C.sky} />
        ))}
        <rect x="90" y="110" width="40" height="50" fill={C.ink} />
      </g>
      <Bubble x={130} y={70} w={170} fill={C.brand} />
      <Bubble x={640} y={90} w={150} fill={C.near} flip />
      <g transform="translate(200 170)">
        <circle cx="0" cy="0" r="12" fill={C.roof} />
        <path d="M-20 46 Q -20 16 0 16 Q 20 16 20 46Z" fill={C.accent} />
      </g>
      <g transform="translate(740 172)">
        <circle cx="0" cy="0" r="12" fill={C.roof} />
        <path d="M-20 46 Q -20 16 0 16 Q 20 16 20 46Z" fill={C.brand} />
      </g>
    </>
  ),
  inicio: () => (
    <>
      <Landscape />
      <Pole x={190} y={88} />
      <Pole x={360} y={80} />
      <Wires d="M170 96 Q 270 128 340 88 M210 96 Q 300 126 380 88" />
      <House x={430} y={134} s={1} />
      <Drop x={620} y={150} s={1.3} />
      <Tower x={780} y={60} />
    </>
  ),
};

/** The scene of one service, as an SVG that fills its box (cropped at the sides, never distorted). */
export default function ServiceArt({ kind }: { kind: IllustrationKind }) {
  return (
    <svg viewBox="0 0 960 240" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" role="presentation">
      {SCENES[kind]()}
    </svg>
  );
}
