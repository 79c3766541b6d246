import type { IllustrationKind } from '../../seed/catalog/types';
import {
  chip,
  desktop,
  drive,
  graphicsCard,
  headset,
  keyboard,
  laptop,
  memory,
  monitor,
  mouse,
  tablet,
} from './computing';
import {
  box,
  bulb,
  camera,
  coffee,
  fridge,
  projector,
  sensor,
  smartPlug,
  software,
  soundbar,
  speaker,
  tv,
  ups,
  vacuum,
  washer,
} from './home';
import { accessPoint, bag, cable, charger, networkSwitch, phone, router, watch } from './mobile-network';
import { cardReader, deskPhone, ink, lock, printer, scanner } from './office';

/** The catalogue's kinds plus a plain box for products it does not know. */
export type DrawingKind = IllustrationKind | 'box';

/**
 * SVG markup per kind. All share one 800×800 stage: the object sits within x 100–700, y 150–610, centred near
 * (400, 380), so one set of camera angles and one caption position fit every drawing.
 */
export const DRAWINGS: Readonly<Record<DrawingKind, string>> = {
  laptop,
  tablet,
  desktop,
  'graphics-card': graphicsCard,
  chip,
  memory,
  drive,
  monitor,
  keyboard,
  mouse,
  headset,
  phone,
  watch,
  charger,
  bag,
  router,
  switch: networkSwitch,
  'access-point': accessPoint,
  cable,
  printer,
  scanner,
  ink,
  'card-reader': cardReader,
  lock,
  'desk-phone': deskPhone,
  tv,
  speaker,
  soundbar,
  projector,
  bulb,
  'smart-plug': smartPlug,
  camera,
  sensor,
  washer,
  fridge,
  vacuum,
  coffee,
  ups,
  software,
  box,
};
