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
  SHADE,
  SHEEN,
  tilePattern,
  WHITE,
} from './shapes';

export const printer =
  rect(270, 176, 260, 110, 2, WHITE, ' stroke="#0000001a"') +
  rect(196, 252, 408, 80, 20, BODY) +
  rect(176, 300, 448, 230, 26, BODY) +
  rect(176, 300, 448, 14, 7, SHEEN) +
  rect(236, 398, 328, 16, 8, '#00000059') +
  path('M256 406h288l26 118H230z', WHITE) +
  rect(276, 440, 180, 8, 4, SHADE) +
  rect(276, 462, 230, 8, 4, SHADE) +
  rect(500, 328, 92, 42, 8, GLASS) +
  circle(214, 346, 8, ACCENT);

export const scanner =
  path('M168 384l34-136h396l34 136z', BODY) +
  path('M168 384l34-136h396l34 136z', SHADE) +
  rect(156, 380, 488, 130, 26, BODY) +
  rect(196, 392, 408, 12, 6, ACCENT, ' opacity=".75"') +
  rect(196, 420, 408, 6, 3, LINE) +
  circle(590, 470, 12, ACCENT) +
  rect(200, 462, 120, 12, 6, LINE);

export const ink =
  rect(300, 262, 200, 50, 18, SHADE) +
  rect(160, 292, 480, 170, 34, BODY) +
  rect(160, 292, 480, 14, 7, SHEEN) +
  rect(226, 330, 240, 100, 10, WHITE) +
  rect(226, 330, 240, 24, 0, ACCENT) +
  rect(250, 372, 150, 10, 5, SHADE) +
  rect(250, 394, 110, 10, 5, SHADE) +
  rect(500, 340, 100, 70, 16, LINE);

export const cardReader =
  tilePattern('k', 320, 380, 54, 40, '#00000030', 8) +
  rect(290, 160, 220, 440, 30, BODY) +
  rect(310, 184, 180, 160, 12, GLASS) +
  glare(310, 184, 180, 160) +
  rect(320, 380, 162, 160, 0, 'url(#k)') +
  circle(400, 566, 8, ACCENT) +
  `<g transform="rotate(-14 560 470)">${rect(470, 412, 176, 112, 14, ACCENT)}${rect(494, 444, 36, 28, 5, GOLD)}</g>`;

export const lock =
  rect(160, 300, 480, 110, 14, BODY) +
  rect(160, 300, 480, 12, 6, SHEEN) +
  rect(170, 430, 460, 64, 12, BODY) +
  rect(170, 430, 460, 64, 12, SHADE) +
  repeat(2, (i) => circle(220 + i * 360, 355, 12, METAL) + circle(220 + i * 360, 462, 10, METAL)) +
  circle(400, 355, 10, ACCENT) +
  line('M640 350c50 0 50 120 0 150', PLASTIC, 10);

export const deskPhone =
  tilePattern('k', 330, 484, 50, 34, '#00000030', 8) +
  path('M196 330h420l40 250H156z', BODY) +
  rect(150, 262, 100, 330, 46, PLASTIC) +
  rect(164, 290, 72, 40, 16, '#ffffff14') +
  rect(300, 352, 238, 112, 10, GLASS) +
  glare(300, 352, 238, 112) +
  rect(330, 484, 150, 68, 0, 'url(#k)') +
  repeat(3, (i) => rect(500, 486 + i * 24, 70, 16, 8, ACCENT));
