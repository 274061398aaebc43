// The badges area: badges with award rules run on the events that satisfy them, manual awards and revocation, and
// each award as a signed Open Badges 3.0 credential with a public issuer, achievement and revocation status list.
import { defineDomainArea } from '../areas/define-area';
import { nameBadges } from './names';
import { badgePersonalData } from './badge-personal-data';
import { seedDemoBadge } from './demo-badge';
import { badgeHandlers } from './handlers';
import * as badges from './migrations/014-badges';
import * as badgeExpiry from './migrations/029-badge-expiry';
import { badgeSubscriptions } from './subscriptions';

export const badgesArea = defineDomainArea({
  name: 'badges',
  names: nameBadges,
  handlers: badgeHandlers,
  migrations: { '014-badges': badges, '029-badge-expiry': badgeExpiry },
  demoSeed: seedDemoBadge,
  personalData: badgePersonalData,
  subscribes: badgeSubscriptions,
});
