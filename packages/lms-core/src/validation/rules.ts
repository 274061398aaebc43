// All generic field rules under one name, so forms read `rules.date`, `rules.email`, ...
import { hexaColor, hexColor, rgbaColor, rgbColor } from './color';
import { date, fullTime, time, timeOrFullTime } from './date-time';
import { email } from './email';
import type { Rule, RuleName } from './result';

export const rules: Readonly<Record<RuleName, Rule>> = Object.freeze({
  date,
  time,
  fullTime,
  timeOrFullTime,
  email,
  hexColor,
  hexaColor,
  rgbColor,
  rgbaColor,
});
