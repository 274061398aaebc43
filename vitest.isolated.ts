import { configDefaults, defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * A package's `*.isolated.test.*` files as a project of their own, with isolation on: the files that mock a module or
 * need its first-load state (README, "Tests"). Everything else comes from the package's project, which skips them.
 */
export function isolatedProjectOf(shared: UserWorkspaceConfig, include: string[]): UserWorkspaceConfig {
  return defineProject({
    ...shared,
    test: {
      ...shared.test,
      name: `${shared.test?.name as string}-isolated`,
      isolate: true,
      exclude: configDefaults.exclude,
      include,
    },
  });
}
