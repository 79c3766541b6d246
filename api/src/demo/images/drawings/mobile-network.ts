import {
  ACCENT,
  BODY,
  circle,
  GLASS,
  GOLD,
  glare,
  LINE,
  line,
  METAL,
  PLASTIC,
  path,
  rect,
  repeat,
  ring,
  SHADE,
  SHEEN,
  tilePattern,
} from './shapes';

export const phone =
  rect(298, 160, 204, 430, 38, BODY) +
  rect(310, 172, 180, 406, 28, GLASS) +
  glare(310, 172, 180, 406) +
  rect(370, 184, 60, 18, 9, PLASTIC) +
  rect(502, 250, 5, 60, 2, BODY);

export const watch =
  rect(335, 150, 130, 480, 50, ACCENT) +
  rect(300, 262, 200, 236, 58, BODY) +
  rect(318, 280, 164, 200, 44, GLASS) +
  ring(400, 380, 58, ACCENT, 12, ' stroke-dasharray="250 400" stroke-linecap="round"') +
  ring(400, 380, 36, '#ffffff55', 8, ' stroke-dasharray="120 300" stroke-linecap="round"') +
  rect(497, 330, 14, 44, 5, BODY);

export const charger =
  rect(343, 168, 18, 76, 8, METAL) +
  rect(439, 168, 18, 76, 8, METAL) +
  rect(285, 230, 230, 270, 44, BODY) +
  rect(305, 250, 190, 8, 4, SHADE) +
  circle(400, 310, 9, ACCENT) +
  rect(368, 470, 64, 14, 7, '#00000066') +
  line('M400 500c0 70-130 50-130 100', PLASTIC, 16);

export const bag =
  line('M356 206c0-46 88-46 88 0', BODY, 16) +
  rect(255, 200, 290, 396, 76, BODY) +
  rect(255, 330, 290, 16, 0, ACCENT) +
  rect(290, 400, 220, 160, 34, SHADE) +
  line('M312 420h176', LINE, 6) +
  circle(488, 420, 8, METAL);

export const router =
  repeat(4, (i) => rect(212 + i * 118, 180, 20, 220, 10, PLASTIC)) +
  rect(160, 390, 480, 120, 26, BODY) +
  rect(160, 390, 480, 18, 9, SHEEN) +
  repeat(6, (i) => circle(255 + i * 58, 450, 7, ACCENT)) +
  rect(160, 496, 480, 14, 7, LINE);

export const networkSwitch =
  tilePattern('p', 170, 350, 40, 36, PLASTIC, 3) +
  rect(100, 330, 28, 116, 4, BODY) +
  rect(672, 330, 28, 116, 4, BODY) +
  rect(118, 326, 564, 124, 10, BODY) +
  rect(170, 350, 400, 72, 0, 'url(#p)') +
  repeat(2, (i) => rect(590, 354 + i * 36, 64, 28, 3, PLASTIC)) +
  repeat(10, (i) => circle(190 + i * 40, 436, 4, ACCENT)) +
  circle(114, 360, 6, SHADE) +
  circle(686, 360, 6, SHADE);

export const accessPoint =
  circle(400, 380, 230, BODY) +
  ring(400, 380, 206, LINE, 3) +
  path('M228 300a190 190 0 0 1 172-110v40a150 150 0 0 0-136 86z', SHEEN) +
  ring(400, 380, 44, ACCENT, 12) +
  circle(400, 380, 14, ACCENT);

export const cable =
  repeat(
    3,
    (i) =>
      `<ellipse cx="${380 + i * 14}" cy="${360 + i * 12}" rx="${190 - i * 18}" ry="${130 - i * 12}" fill="none" stroke="url(#a)" stroke-width="16"/>`,
  ) +
  line('M560 420c40 40 30 80 10 110', ACCENT, 16) +
  rect(530, 520, 80, 60, 8, '#e9eef3', ' fill-opacity=".92"') +
  repeat(8, (i) => rect(538 + i * 8.6, 562, 4, 14, 1, GOLD)) +
  line('M220 420c-40 40-40 80-20 110', ACCENT, 16) +
  rect(160, 520, 80, 60, 8, '#e9eef3', ' fill-opacity=".92"') +
  repeat(8, (i) => rect(168 + i * 8.6, 562, 4, 14, 1, GOLD));
