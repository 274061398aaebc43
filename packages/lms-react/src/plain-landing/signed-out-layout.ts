// The main layout as a signed-out visitor sees it (layouts/MainLayout, SiteHeader, MainNav, AccountMenu and
// SkipLink), drawn without React for the landing page's first visit. Same markup and classes as the React layout
// (same-markup.test.tsx holds them together); its links load the React app with a full page load.
import { pathFor, type RouteTable } from '@lms/core';
import type { TFunction } from 'i18next';
import { h, uniqueId } from '../plain-dom/dom';

function navLink(href: string, label: string): HTMLLIElement {
  return h('li', {}, h('a', { class: 'lms-nav-link', href }, label));
}

/** Skip link, header (home link, Courses and Contact support, Sign in and Sign up), `main` holding `content`, footer. */
export function signedOutLayout(
  t: TFunction,
  routes: RouteTable,
  productName: string,
  content: Node,
  logoUrl?: string,
): HTMLElement {
  const mainId = uniqueId('main');
  const listId = uniqueId('main-nav');
  // The narrow screens' menu button (layouts/MainNav): it only folds and unfolds the links.
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'lms-button lms-button--secondary lms-main-nav__toggle',
      'aria-expanded': 'false',
      'aria-controls': listId,
    },
    h('span', { class: 'lms-main-nav__icon', 'aria-hidden': 'true' }),
    h('span', { class: 'lms-main-nav__label' }, t('layout.menu')),
  );
  toggle.addEventListener('click', () => {
    toggle.setAttribute('aria-expanded', String(toggle.getAttribute('aria-expanded') !== 'true'));
  });
  return h(
    'div',
    { class: 'lms-layout lms-layout--main' },
    h('a', { class: 'lms-skip-link', href: `#${mainId}` }, t('layout.skipToContent')),
    h(
      'header',
      { class: 'lms-header' },
      h(
        'a',
        {
          class: 'lms-header__brand',
          'aria-label': t('layout.home', { productName }),
          href: pathFor(routes, 'landing'),
        },
        ...(logoUrl !== undefined ? [h('img', { class: 'lms-header__logo', src: logoUrl, alt: '' })] : []),
        productName,
      ),
      h(
        'nav',
        { class: 'lms-main-nav', 'aria-label': t('layout.mainNavigation') },
        toggle,
        h(
          'ul',
          { class: 'lms-main-nav__list', id: listId },
          navLink(pathFor(routes, 'products'), t('nav.products')),
          navLink(pathFor(routes, 'contact-support'), t('nav.contactSupport')),
        ),
      ),
      h(
        'div',
        { class: 'lms-account-links' },
        h(
          'a',
          { class: 'lms-button lms-button--ghost', href: pathFor(routes, 'login') },
          t('account.signIn'),
        ),
        h(
          'a',
          { class: 'lms-button lms-button--primary', href: pathFor(routes, 'signup') },
          t('account.signUp'),
        ),
      ),
    ),
    h('main', { id: mainId, class: 'lms-main', tabindex: -1 }, content),
    // layouts/SiteFooter as a signed-out visitor sees it.
    h(
      'footer',
      { class: 'lms-footer' },
      h(
        'nav',
        { class: 'lms-footer__nav', 'aria-label': t('layout.footerNavigation') },
        h(
          'ul',
          { class: 'lms-footer__links' },
          h('li', {}, h('a', { href: pathFor(routes, 'products') }, t('layout.footerProducts'))),
          h('li', {}, h('a', { href: pathFor(routes, 'contact-support') }, t('layout.footerSupport'))),
        ),
      ),
      h('p', { class: 'lms-footer__note' }, t('layout.footerNote', { productName })),
    ),
  );
}
