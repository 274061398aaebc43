// What Vite's client types declare for a stylesheet import (the app installs no vite: the check builds it).
declare module '*.css' {}
