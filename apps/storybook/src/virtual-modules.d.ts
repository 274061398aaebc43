// The stylesheet the Storybook's Vite plugin assembles from @lms/react's sources (see .storybook/main.ts).
declare module 'virtual:lms-react.css';
