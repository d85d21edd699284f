/**
 * The site's own interface icons, drawn on a 24-unit grid from a few shapes (round-capped bars,
 * rings, rounded frames), each one filled path so that the theme's `fill` rules colour it as they
 * did @ant-design/icons-svg's. Together they weigh less than one of those icons did (their path
 * data compressed poorly: about 0.9 KiB each, 15 of them on every page's first load).
 * Like those, an icon has no width or height of its own: the stylesheet sizes it.
 */
import React, { type SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const round = (value: number) => Number(value.toFixed(2));

/** A line from (x1, y1) to (x2, y2), `width` thick, with round ends. */
export function bar(x1: number, y1: number, x2: number, y2: number, width = 2): string {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const r = width / 2;
  // The normal on the left of the direction of travel: each bar is drawn clockwise on screen, as
  // circles and frames are, so that overlapping shapes add up under the nonzero fill rule.
  const nx = round(((y2 - y1) / length) * r);
  const ny = round((-(x2 - x1) / length) * r);
  return (
    `M${round(x1 + nx)} ${round(y1 + ny)}L${round(x2 + nx)} ${round(y2 + ny)}` +
    `A${r} ${r} 0 0 1 ${round(x2 - nx)} ${round(y2 - ny)}L${round(x1 - nx)} ${round(y1 - ny)}` +
    `A${r} ${r} 0 0 1 ${round(x1 + nx)} ${round(y1 + ny)}Z`
  );
}

/** Round-capped bars through the points in turn. */
export const polyline = (...points: [number, number][]) =>
  points
    .slice(1)
    .map(([x, y], index) => bar(points[index][0], points[index][1], x, y))
    .join('');

/** A full circle, drawn clockwise (`hole`: anticlockwise, which cuts it out of a clockwise shape). */
const circle = (cx: number, cy: number, r: number, hole = false) => {
  const sweep = hole ? 0 : 1;
  return `M${cx - r} ${cy}A${r} ${r} 0 1 ${sweep} ${cx + r} ${cy}A${r} ${r} 0 1 ${sweep} ${cx - r} ${cy}Z`;
};

/** A ring of outer radius `r`, 2 units thick. */
const ring = (cx: number, cy: number, r: number) => circle(cx, cy, r) + circle(cx, cy, r - 2, true);

/** A rounded rectangle's path, clockwise or (`hole`) anticlockwise. */
function roundedRect(x: number, y: number, w: number, h: number, r: number, hole = false): string {
  const right = x + w;
  const bottom = y + h;
  if (!hole) {
    return (
      `M${x + r} ${y}H${right - r}A${r} ${r} 0 0 1 ${right} ${y + r}V${bottom - r}` +
      `A${r} ${r} 0 0 1 ${right - r} ${bottom}H${x + r}A${r} ${r} 0 0 1 ${x} ${bottom - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
    );
  }
  return (
    `M${x + r} ${y}A${r} ${r} 0 0 0 ${x} ${y + r}V${bottom - r}A${r} ${r} 0 0 0 ${x + r} ${bottom}` +
    `H${right - r}A${r} ${r} 0 0 0 ${right} ${bottom - r}V${y + r}A${r} ${r} 0 0 0 ${right - r} ${y}Z`
  );
}

/** A rounded frame, 2 units thick. */
export const frame = (x: number, y: number, w: number, h: number, r = 2.5) =>
  roundedRect(x, y, w, h, r) + roundedRect(x + 2, y + 2, w - 4, h - 4, r - 1.5, true);

const RAYS = Array.from({ length: 8 }, (_, index) => {
  const angle = (index * Math.PI) / 4;
  return bar(12 + 8 * Math.cos(angle), 12 + 8 * Math.sin(angle), 12 + 10 * Math.cos(angle), 12 + 10 * Math.sin(angle));
}).join('');

const PATHS = {
  bolt: polyline([13.5, 2.5], [5, 13.5], [12, 13.5], [10.5, 21.5], [19, 10.5], [12, 10.5], [13.5, 2.5]),
  code: polyline([8, 6], [2.5, 12], [8, 18]) + polyline([16, 6], [21.5, 12], [16, 18]) + bar(14, 4, 10, 20),
  codeHide: polyline([8, 6], [2.5, 12], [8, 18]) + polyline([16, 6], [21.5, 12], [16, 18]),
  cube:
    polyline([12, 2.5], [20.5, 7], [20.5, 17], [12, 21.5], [3.5, 17], [3.5, 7], [12, 2.5]) +
    polyline([3.5, 7], [12, 11.5], [20.5, 7]) +
    bar(12, 11.5, 12, 21.5),
  diamond: polyline([6.5, 3.5], [17.5, 3.5], [21.5, 9], [12, 20.5], [2.5, 9], [6.5, 3.5]) + bar(2.5, 9, 21.5, 9),
  externalLink:
    polyline([10.5, 4], [6, 4], [4, 6], [4, 18], [6, 20], [18, 20], [20, 18], [20, 13.5]) +
    polyline([14, 4], [20, 4], [20, 10]) +
    bar(20, 4, 11, 13),
  alignLeft: bar(4, 6, 20, 6) + bar(4, 10, 14, 10) + bar(4, 14, 20, 14) + bar(4, 18, 14, 18),
  arrowDown: polyline([5, 13], [12, 20], [19, 13]) + bar(12, 20, 12, 4),
  arrowUp: polyline([5, 11], [12, 4], [19, 11]) + bar(12, 4, 12, 20),
  arrowLeft: polyline([11, 5], [4, 12], [11, 19]) + bar(4, 12, 20, 12),
  check: polyline([4.5, 12.5], [9.5, 17.5], [19.5, 6.5]),
  clock: ring(12, 12, 10) + polyline([12, 6.5], [12, 12], [15.5, 14]),
  close: bar(6, 6, 18, 18) + bar(18, 6, 6, 18),
  closeCircle: ring(12, 12, 10) + bar(8.8, 8.8, 15.2, 15.2) + bar(15.2, 8.8, 8.8, 15.2),
  copy: frame(8, 8, 13, 13) + polyline([16, 3.5], [5.5, 3.5], [3.5, 5.5], [3.5, 16]),
  desktop: frame(2, 3.5, 20, 13.5) + bar(12, 17, 12, 20.5) + bar(7.5, 20.5, 16.5, 20.5),
  enter: polyline([19.5, 4.5], [19.5, 13.5], [5, 13.5]) + polyline([9, 9.5], [5, 13.5], [9, 17.5]),
  edit: polyline([4, 20], [5, 15.5], [15.5, 5], [19, 8.5], [8.5, 19], [4, 20]) + bar(13, 7.5, 16.5, 11),
  fileMarkdown: frame(4, 2, 16, 20) + polyline([8, 16.5], [8, 9], [12, 13], [16, 9], [16, 16.5]),
  menu: bar(4, 6, 20, 6) + bar(4, 12, 20, 12) + bar(4, 18, 20, 18),
  moon: 'M20.5 14.6A8.9 8.9 0 1 1 9.4 3.5A7.2 7.2 0 0 0 20.5 14.6Z',
  search: ring(10.5, 10.5, 7.5) + bar(16, 16, 20.5, 20.5),
  sun: circle(12, 12, 4.5) + RAYS,
} as const;

export function icon(d: string) {
  const Icon = (props: IconProps) => (
    <svg viewBox="0 0 24 24" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
  return Icon;
}

export const IconAlignLeft = icon(PATHS.alignLeft);
export const IconBolt = icon(PATHS.bolt);
export const IconCode = icon(PATHS.code);
export const IconCodeHide = icon(PATHS.codeHide);
export const IconCube = icon(PATHS.cube);
export const IconDiamond = icon(PATHS.diamond);
export const IconExternalLink = icon(PATHS.externalLink);
export const IconArrowDown = icon(PATHS.arrowDown);
export const IconArrowLeft = icon(PATHS.arrowLeft);
export const IconArrowUp = icon(PATHS.arrowUp);
export const IconCheck = icon(PATHS.check);
export const IconClock = icon(PATHS.clock);
export const IconClose = icon(PATHS.close);
export const IconCloseCircle = icon(PATHS.closeCircle);
export const IconCopy = icon(PATHS.copy);
export const IconDesktop = icon(PATHS.desktop);
export const IconEdit = icon(PATHS.edit);
export const IconEnter = icon(PATHS.enter);
export const IconFileMarkdown = icon(PATHS.fileMarkdown);
export const IconMenu = icon(PATHS.menu);
export const IconMoon = icon(PATHS.moon);
export const IconSearch = icon(PATHS.search);
export const IconSun = icon(PATHS.sun);
