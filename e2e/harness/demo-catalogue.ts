// The demo courses `lms start` seeds into an empty database (packages/lms-server/src/seed/demo-courses/).
export const DEMO_COURSE_TITLES = [
  'Python for Absolute Beginners',
  'Data Analysis with Spreadsheets',
  'Web Accessibility in Practice',
  'Project Management Fundamentals',
  'Photography: Light and Composition',
  'Personal Finance Essentials',
  'SQL Query Performance',
] as const;
