import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorState } from '../components/ErrorState';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { callAs, createCourse, seededPlatform, seedPeople } from '../test-support/test-server';
import { switchLanguage } from './create-lms-i18n';

/** A published course, and Ada, a student who has not chosen a language. */
const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  await createCourse(server, people.admin, { title: 'Intro to testing' });
  return people;
});

const root = () => document.querySelector('.lms-root');

/** The student signed in at `path`, their user document preferring `language` (the default one when absent). */
async function renderSignedIn(path: string, language?: string) {
  const { server, student } = await platform();
  if (language !== undefined) {
    await callAs(server, student, 'updateMyUserDocument', { preferences: { language } });
  }
  return renderLms({ server, path, signedInAs: student });
}

describe('i18n', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('spec 9: shows en-US by default, left to right', async () => {
    const { server } = await platform();
    await renderLms({ server, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Learn something new' })).toBeInTheDocument();
    expect(root()).toHaveAttribute('lang', 'en-US');
    expect(root()).toHaveAttribute('dir', 'ltr');
  });

  it("honours the signed-in user's preferences.language", async () => {
    await renderSignedIn('/', 'fr-FR');
    expect(
      await screen.findByRole('heading', { name: 'Apprenez quelque chose de nouveau' }),
    ).toBeInTheDocument();
    expect(root()).toHaveAttribute('lang', 'fr-FR');
    expect(screen.getByRole('link', { name: 'Cours' })).toBeInTheDocument();
  });

  it('lays the library out right to left for an Arabic-speaking user', async () => {
    await renderSignedIn('/', 'ar');
    expect(await screen.findByRole('heading', { name: 'تعلّم شيئًا جديدًا' })).toBeInTheDocument();
    expect(root()).toHaveAttribute('lang', 'ar');
    expect(root()).toHaveAttribute('dir', 'rtl');
  });

  it('goes back to the default language when the user signs out', async () => {
    const view = await renderSignedIn('/', 'fr-FR');
    await screen.findByRole('heading', { name: 'Apprenez quelque chose de nouveau' });
    await act(() => view.runtime.session.logout());
    expect(await screen.findByRole('heading', { name: 'Learn something new' })).toBeInTheDocument();
  });

  it('translates error messages of the catalogue', async () => {
    const view = await renderLms({
      children: <ErrorState error={{ code: 'functions/permission-denied' }} />,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    await act(async () => {
      view.runtime.i18n.addResourceBundle('fr-FR', 'translation', {
        errors: { 'functions/permission-denied': 'Non.' },
      });
      await view.runtime.i18n.changeLanguage('fr-FR');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Non.');
  });

  it('the dir attribute follows the language: a right-to-left language lays out rtl', async () => {
    const view = await renderLms({ children: <p>content</p> });
    await act(async () => {
      view.runtime.i18n.addResourceBundle('ar', 'translation', { common: { loading: 'جار التحميل' } });
      await view.runtime.i18n.changeLanguage('ar');
    });
    expect(root()).toHaveAttribute('dir', 'rtl');
    expect(root()).toHaveAttribute('lang', 'ar');
  });

  it('speaks of the configured product noun', async () => {
    const { server } = await platform();
    await renderLms({ server, path: '/', config: { productNoun: 'program' } });
    expect(await screen.findByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    expect(screen.getByRole('heading', { name: 'Published programs' })).toBeInTheDocument();
  });

  it("loads a screen's message area with it, in the user's language, before the screen shows", async () => {
    await renderSignedIn('/courses', 'fr-FR');
    expect(await screen.findByRole('searchbox', { name: 'Rechercher des cours' })).toBeInTheDocument();
    expect(screen.queryByText(/catalogue\./)).toBeNull();
  });

  it('switching language loads the areas of the screens already shown in the new language', async () => {
    const view = await renderSignedIn('/courses');
    expect(await screen.findByRole('searchbox', { name: 'Search courses' })).toBeInTheDocument();
    await act(() => switchLanguage(view.runtime.i18n, 'fr-FR', view.runtime.i18nOptions));
    expect(await screen.findByRole('searchbox', { name: 'Rechercher des cours' })).toBeInTheDocument();
    expect(view.runtime.i18n.getResource('fr-FR', 'translation', 'catalogue.resultsHeading')).toBe(
      'Résultats',
    );
  });
});
