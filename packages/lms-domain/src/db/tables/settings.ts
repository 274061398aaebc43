// Kysely table type of the platform's settings (conventions: ../schema.ts).

/** One saved settings section (site, appearance, language, signIn, notifications, certificateIssuer). */
export interface SiteSettingsTable {
  section: string;
  /** JSON text of the section's values, as the contract's schema of that section parsed them. */
  value: string;
  /** The save counter across sections: the highest is the settings' version. */
  version: number;
  updated_at: number;
  updated_by: string | null;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    site_settings: SiteSettingsTable;
  }
}
