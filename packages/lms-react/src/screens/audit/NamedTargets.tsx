import { useTranslation } from 'react-i18next';
import { pathFor, type AuditEntry, type NamedThing, type RouteName } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

/** Where an administrator manages a named thing: its admin page, opened on it where that page can. */
const MANAGED_AT: Partial<Record<NamedThing['kind'], { route: RouteName; param?: string }>> = {
  user: { route: 'admin-users', param: 'user' },
  course: { route: 'admin-products', param: 'edit' },
  coupon: { route: 'admin-coupons' },
  badge: { route: 'admin-badges' },
  survey: { route: 'admin-surveys' },
  'certificate-template': { route: 'admin-certificates' },
};

/** What an entry was about, by name and kind, each linked to where it is managed; the recorded ids on demand. */
export function NamedTargets({ entry }: { entry: Pick<AuditEntry, 'named' | 'targets'> }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const hrefOf = (thing: NamedThing): string | undefined => {
    const place = MANAGED_AT[thing.kind];
    if (place === undefined) return undefined;
    const path = pathFor(routes, place.route);
    return place.param === undefined ? path : `${path}?${new URLSearchParams({ [place.param]: thing.id })}`;
  };
  return (
    <div className="lms-audit-targets">
      {entry.named.length > 0 && (
        <ul className="lms-audit-targets__named">
          {entry.named.map((thing) => {
            const href = hrefOf(thing);
            return (
              <li key={thing.id}>
                <span className="lms-audit-targets__kind">{t(`audit.namedKind.${thing.kind}`)}</span>{' '}
                {href === undefined ? <bdi>{thing.name}</bdi> : <LmsLink to={href}>{thing.name}</LmsLink>}
              </li>
            );
          })}
        </ul>
      )}
      {entry.targets.length > 0 && (
        <details className="lms-audit-targets__ids">
          <summary>{t('audit.ids')}</summary>
          <ul dir="ltr">
            {entry.targets.map((target) => (
              <li key={target}>
                <code>{target}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
