import { ROLES } from '@bidhall/domain/roles';
import { pageRoute } from './build';
import { SIGNED_IN_ROUTES } from './common';
import type { RouteMap } from './types';

const E = [ROLES.expert];

/** Expert routes: the open-bid hall is home; the hall itself has the header-only layout. */
export const EXPERT_MAP: RouteMap = {
  home: '/BidOpen',
  routes: [
    pageRoute('/BidOpen', 'BidOpen', E, () => import('../pages/hall/bid-open/BidOpenPage'), {
      badge: 'waitScoreNum',
      permission: 'evaluation',
    }),
    pageRoute('/BidOpenHall', 'BidOpenHall', E, () => import('../pages/hall/bid-open-hall/BidOpenHallPage'), {
      hidden: true,
      layout: 'headerOnly',
      permission: 'evaluation',
    }),
    ...SIGNED_IN_ROUTES,
  ],
};
