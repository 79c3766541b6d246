import {
  ACCENT,
  BODY,
  circle,
  dotPattern,
  GLASS,
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
  WHITE,
} from './shapes';

export const tv =
  rect(100, 196, 600, 350, 12, PLASTIC) +
  rect(110, 206, 580, 318, 4, GLASS) +
  glare(110, 206, 580, 318) +
  rect(380, 530, 40, 6, 3, ACCENT) +
  path('M196 546l-26 48h24l30-48z', BODY) +
  path('M604 546l26 48h-24l-30-48z', BODY);

export const speaker =
  dotPattern('m', 14, '#00000040') +
  rect(170, 290, 460, 190, 95, ACCENT) +
  rect(170, 290, 460, 190, 95, 'url(#m)') +
  `<ellipse cx="196" cy="385" rx="30" ry="95" fill="url(#b)"/><ellipse cx="604" cy="385" rx="30" ry="95" fill="url(#b)"/>` +
  rect(350, 368, 100, 34, 10, BODY);

export const soundbar =
  dotPattern('m', 12, '#00000040') +
  rect(90, 250, 620, 96, 34, BODY) +
  rect(110, 262, 580, 72, 26, 'url(#m)') +
  circle(400, 298, 6, ACCENT) +
  rect(470, 370, 200, 236, 20, BODY) +
  circle(570, 480, 72, PLASTIC) +
  circle(570, 480, 30, GLASS) +
  rect(470, 370, 200, 12, 6, SHEEN);

export const projector =
  path('M236 395L40 240v310z', ACCENT, ' opacity=".18"') +
  rect(190, 296, 430, 200, 32, BODY) +
  rect(190, 296, 430, 14, 7, SHEEN) +
  circle(300, 396, 72, PLASTIC) +
  circle(300, 396, 50, GLASS) +
  circle(284, 378, 12, '#ffffff40') +
  repeat(5, (i) => rect(420, 340 + i * 22, 160, 9, 4.5, LINE)) +
  circle(580, 460, 8, ACCENT);

export const bulb =
  circle(400, 320, 210, ACCENT, ' opacity=".16"') +
  path('M400 170a150 150 0 0 1 92 268c-18 14-28 32-28 52H336c0-20-10-38-28-52a150 150 0 0 1 92-268z', ACCENT) +
  path('M400 200a120 120 0 0 0-106 64c30-24 70-30 100-20z', '#ffffff55') +
  rect(334, 488, 132, 30, 8, BODY) +
  repeat(3, (i) => rect(344, 522 + i * 24, 112, 18, 9, BODY)) +
  path('M372 592h56l-10 20h-36z', PLASTIC);

export const smartPlug =
  rect(250, 196, 300, 370, 84, BODY) +
  circle(400, 352, 108, SHADE) +
  circle(360, 352, 15, PLASTIC) +
  circle(440, 352, 15, PLASTIC) +
  rect(391, 250, 18, 26, 3, METAL) +
  rect(391, 428, 18, 26, 3, METAL) +
  circle(400, 510, 18, ACCENT) +
  ring(400, 510, 26, LINE, 3);

export const camera =
  rect(530, 220, 90, 160, 16, BODY) +
  line('M574 330L480 400', BODY, 36) +
  `<g transform="rotate(14 350 380)">` +
  path('M170 318h340v-20a20 20 0 0 0-20-20H206a36 36 0 0 0-36 36z', BODY) +
  rect(180, 310, 330, 150, 62, BODY) +
  circle(236, 385, 56, PLASTIC) +
  circle(236, 385, 30, GLASS) +
  circle(226, 374, 8, '#ffffff55') +
  repeat(3, (i) => circle(330 + i * 40, 356, 7, ACCENT)) +
  `</g>`;

export const sensor =
  rect(230, 220, 160, 330, 26, BODY) +
  rect(420, 262, 86, 246, 22, BODY) +
  circle(310, 270, 9, ACCENT) +
  rect(254, 510, 112, 10, 5, LINE) +
  line('M560 300a80 80 0 0 1 0 120', ACCENT, 10) +
  line('M590 270a120 120 0 0 1 0 180', ACCENT, 10, ' opacity=".5"');

export const washer =
  rect(220, 158, 360, 446, 24, BODY) +
  rect(220, 240, 360, 5, 0, LINE) +
  rect(256, 184, 130, 34, 8, GLASS) +
  circle(520, 200, 24, SHADE) +
  ring(520, 200, 24, LINE, 3) +
  circle(400, 424, 136, METAL) +
  circle(400, 424, 106, GLASS) +
  path('M330 372a90 90 0 0 1 90-72v22a68 68 0 0 0-68 50z', '#ffffff40') +
  circle(462, 200, 7, ACCENT);

export const fridge =
  rect(258, 150, 284, 462, 26, BODY) +
  rect(258, 446, 284, 6, 0, LINE) +
  rect(504, 196, 12, 150, 6, '#0000004d') +
  rect(504, 480, 12, 90, 6, '#0000004d') +
  rect(300, 196, 90, 44, 8, GLASS) +
  circle(345, 218, 6, ACCENT) +
  rect(258, 150, 12, 462, 6, SHEEN);

export const vacuum =
  circle(400, 392, 212, BODY) +
  ring(400, 392, 203, LINE, 16, ' stroke-dasharray="640 640"') +
  circle(400, 300, 58, PLASTIC) +
  circle(400, 300, 40, BODY) +
  circle(400, 460, 22, ACCENT) +
  path('M240 300a180 180 0 0 1 100-100l10 20a160 160 0 0 0-90 90z', SHEEN);

export const coffee =
  rect(272, 146, 140, 34, 10, SHADE) +
  rect(236, 168, 328, 430, 28, BODY) +
  rect(268, 198, 264, 64, 12, GLASS) +
  repeat(3, (i) => circle(306 + i * 40, 230, 9, ACCENT)) +
  rect(368, 298, 64, 42, 8, PLASTIC) +
  rect(268, 540, 264, 26, 6, SHADE) +
  path('M358 456h84v56a22 22 0 0 1-22 22h-40a22 22 0 0 1-22-22z', WHITE) +
  line('M442 472c26 0 26 36 0 36', WHITE, 8);

export const ups =
  rect(288, 186, 224, 418, 20, BODY) +
  rect(288, 186, 224, 12, 6, SHEEN) +
  rect(326, 232, 148, 78, 10, GLASS) +
  rect(346, 256, 78, 30, 4, 'none', ' stroke="url(#a)" stroke-width="5"') +
  rect(352, 262, 48, 18, 2, ACCENT) +
  rect(424, 264, 8, 14, 2, ACCENT) +
  circle(400, 358, 18, ACCENT) +
  repeat(6, (i) => rect(330, 410 + i * 28, 140, 10, 5, LINE));

export const software =
  path('M250 206l52-34h262l-52 34z', BODY) +
  path('M512 206l52-34v356l-52 34z', BODY) +
  path('M512 206l52-34v356l-52 34z', SHADE) +
  rect(250, 206, 262, 356, 6, ACCENT) +
  path('M250 470c80-60 170-40 262-90v182H250z', '#ffffff26') +
  repeat(4, (i) => rect(336 + (i % 2) * 48, 292 + Math.floor(i / 2) * 48, 42, 42, 3, WHITE, ' opacity=".9"'));

/** Anything the catalogue does not know (products an admin adds): a shipping box. */
export const box =
  path('M230 250l70-52h270l-70 52z', '#e0b57a') +
  path('M500 250l70-52v300l-70 52z', '#b98a4e') +
  rect(230, 250, 270, 300, 4, '#d2a46a') +
  rect(350, 250, 30, 300, 0, '#00000014') +
  path('M350 250l70-52h30l-70 52z', '#00000014') +
  rect(260, 470, 70, 48, 4, WHITE, ' opacity=".85"');
