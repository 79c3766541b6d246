import {
  ACCENT,
  BODY,
  circle,
  contacts,
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
  tilePattern,
} from './shapes';

export const laptop =
  path('M214 190h372a16 16 0 0 1 16 16v250H198V206a16 16 0 0 1 16-16z', BODY) +
  rect(214, 206, 372, 236, 4, GLASS) +
  glare(214, 206, 372, 236) +
  path('M150 456h500l-22 34a20 20 0 0 1-17 10H189a20 20 0 0 1-17-10z', BODY) +
  path('M356 456h88a10 10 0 0 1-10 10h-68a10 10 0 0 1-10-10z', LINE) +
  rect(172, 494, 456, 6, 3, LINE);

export const tablet =
  rect(170, 225, 460, 320, 34, BODY) +
  rect(188, 243, 424, 284, 18, GLASS) +
  glare(188, 243, 424, 284) +
  circle(179, 385, 3.5, PLASTIC);

export const desktop =
  rect(280, 160, 240, 440, 18, BODY) +
  rect(300, 180, 200, 400, 10, SHADE) +
  circle(400, 222, 15, ACCENT) +
  ring(400, 222, 22, LINE, 4) +
  rect(330, 262, 140, 12, 6, LINE) +
  repeat(7, (i) => rect(330, 320 + i * 34, 140, 12, 6, LINE)) +
  rect(280, 596, 240, 8, 4, PLASTIC);

export const graphicsCard =
  rect(150, 468, 300, 20, 2, GOLD) +
  rect(130, 270, 530, 205, 24, BODY) +
  rect(130, 300, 530, 8, 0, ACCENT) +
  repeat(
    2,
    (i) =>
      circle(270 + i * 250, 380, 84, PLASTIC) +
      ring(270 + i * 250, 380, 50, '#ffffff33', 52, ' stroke-dasharray="18 12"') +
      circle(270 + i * 250, 380, 22, BODY),
  ) +
  rect(656, 258, 20, 232, 3, METAL);

export const chip =
  rect(200, 180, 400, 400, 18, '#3d7a57') +
  repeat(9, (i) => rect(222 + i * 40, 560, 16, 10, 2, GOLD)) +
  rect(245, 225, 310, 310, 28, BODY) +
  rect(290, 430, 220, 14, 7, LINE) +
  rect(290, 456, 150, 14, 7, LINE) +
  path('M214 194h44l-44 44z', GOLD);

export const memory =
  rect(140, 300, 520, 170, 8, '#2d6a4f') +
  contacts('M160 470h480', GOLD, 26, '6 4') +
  rect(130, 262, 540, 170, 14, BODY) +
  path('M130 380h540v38a14 14 0 0 1-14 14H144a14 14 0 0 1-14-14z', ACCENT) +
  rect(170, 300, 200, 16, 8, LINE);

export const drive =
  rect(150, 320, 500, 130, 10, '#1f2a36') +
  contacts('M152 335v100', GOLD, 22, '5 3') +
  rect(220, 332, 320, 106, 8, BODY) +
  rect(220, 332, 86, 106, 8, ACCENT) +
  rect(330, 360, 160, 14, 7, LINE) +
  rect(330, 388, 110, 14, 7, LINE) +
  circle(630, 385, 18, METAL) +
  circle(630, 385, 8, PLASTIC);

export const monitor =
  rect(140, 170, 520, 320, 14, BODY) +
  rect(154, 184, 492, 276, 6, GLASS) +
  glare(154, 184, 492, 276) +
  circle(400, 474, 4, ACCENT) +
  path('M376 490h48l10 86h-68z', BODY) +
  rect(290, 570, 220, 20, 10, BODY);

export const keyboard =
  tilePattern('k', 150, 318, 38, 38, '#00000030', 6) +
  rect(126, 298, 548, 194, 22, BODY) +
  rect(150, 318, 494, 152, 0, 'url(#k)') +
  rect(282, 432, 232, 36, 0, BODY) +
  rect(286, 436, 224, 30, 6, '#00000030') +
  circle(652, 318, 5, ACCENT);

export const mouse =
  path('M400 186c-92 0-122 92-122 194v58c0 92 60 154 122 154s122-62 122-154v-58c0-102-30-194-122-194z', BODY) +
  line('M400 190v132', LINE, 4) +
  line('M286 372q114 32 228 0', LINE, 4) +
  rect(387, 238, 26, 60, 13, ACCENT);

export const headset =
  line('M254 430V342a146 146 0 0 1 292 0v88', BODY, 30) +
  line('M268 342a132 132 0 0 1 264 0', LINE, 4) +
  rect(200, 380, 104, 176, 46, BODY) +
  rect(496, 380, 104, 176, 46, BODY) +
  rect(290, 398, 26, 140, 12, PLASTIC) +
  rect(484, 398, 26, 140, 12, PLASTIC) +
  circle(252, 468, 24, ACCENT) +
  circle(548, 468, 24, ACCENT) +
  line('M222 530q-10 60 60 70', PLASTIC, 8);
