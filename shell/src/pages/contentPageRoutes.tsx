import { type ComponentType, lazy, Suspense } from 'react';
import { RouteLoading } from '../routes/RouteLoading';
import { ContentPage } from './ContentPage';
import type { PageContent } from './content/types';

type ContentModule = () => Promise<{ default: PageContent }>;

/** One chunk per page: the copy of 19 pages in two languages stays out of the bundle every visitor loads. */
const contentModules = {
  about: () => import('./content/about'),
  references: () => import('./content/references'),
  documents: () => import('./content/documents'),
  terms: () => import('./content/terms'),
  privacy: () => import('./content/privacy'),
  cookies: () => import('./content/cookies'),
  instalments: () => import('./content/instalments'),
  businessSoftware: () => import('./content/businessSoftware'),
  timeAttendance: () => import('./content/timeAttendance'),
  networkIntegration: () => import('./content/networkIntegration'),
  voip: () => import('./content/voip'),
  videoSurveillance: () => import('./content/videoSurveillance'),
  cybersecurity: () => import('./content/cybersecurity'),
  fiscalization: () => import('./content/fiscalization'),
  solarPower: () => import('./content/solarPower'),
  maintenance: () => import('./content/maintenance'),
  serviceCenter: () => import('./content/serviceCenter'),
  smartHome: () => import('./content/smartHome'),
  plcAutomation: () => import('./content/plcAutomation'),
} satisfies Record<string, ContentModule>;

export type ContentPageKey = keyof typeof contentModules;

export const isContentPageKey = (key: string): key is ContentPageKey => key in contentModules;

const pages = new Map<ContentPageKey, ComponentType>();

/** The route component of a content page: its module loads on first visit, then renders through ContentPage. */
export function contentPageComponent(key: ContentPageKey): ComponentType {
  let page = pages.get(key);
  if (!page) {
    const Loaded = lazy(async () => {
      const content = (await contentModules[key]()).default;
      return { default: () => <ContentPage content={content} /> };
    });
    page = () => (
      <Suspense fallback={<RouteLoading />}>
        <Loaded />
      </Suspense>
    );
    pages.set(key, page);
  }
  return page;
}
