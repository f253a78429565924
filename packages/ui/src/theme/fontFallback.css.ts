// Metric-matched stand-ins for Inter while its files load (font-display: swap): a local Arial (or
// Roboto, on Android) scaled and given Inter's ascent, descent and line gap, so the swap to Inter
// moves no line and shifts no layout. Capsize computes the overrides from both fonts' metrics at
// build time; the names are the ones tokens' font.family.body lists after 'Inter'.
//
// One face per weight the design uses: bold Inter is wider than regular Inter by a different factor than Arial Bold
// is wider than Arial, so a face with the regular metrics would draw bold text (every heading) too wide before Inter
// arrived.
import { globalFontFace } from '@vanilla-extract/css';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import inter400 from '@capsizecss/metrics/inter';
import inter500 from '@capsizecss/metrics/inter/500';
import inter600 from '@capsizecss/metrics/inter/600';
import inter700 from '@capsizecss/metrics/inter/700';
import arial400 from '@capsizecss/metrics/arial';
import arial700 from '@capsizecss/metrics/arial/700';
import roboto400 from '@capsizecss/metrics/roboto';
import roboto500 from '@capsizecss/metrics/roboto/500';
import roboto600 from '@capsizecss/metrics/roboto/600';
import roboto700 from '@capsizecss/metrics/roboto/700';

/** Inter's weight, and the local faces a browser draws at that weight (Arial has only regular and bold). */
const WEIGHTS: readonly { weight: number; inter: FontMetrics; arial: FontMetrics; roboto: FontMetrics }[] = [
  { weight: 400, inter: inter400, arial: arial400, roboto: roboto400 },
  { weight: 500, inter: inter500, arial: arial400, roboto: roboto500 },
  { weight: 600, inter: inter600, arial: arial700, roboto: roboto600 },
  { weight: 700, inter: inter700, arial: arial700, roboto: roboto700 },
];

for (const { weight, inter, arial, roboto } of WEIGHTS) {
  const { fontFaces } = createFontStack([inter, arial, roboto], { fontFaceFormat: 'styleObject' });
  for (const { '@font-face': face } of fontFaces) {
    const { fontFamily, src, ...metrics } = face;
    // Liberation Sans has Arial's metrics and stands in for it on Linux.
    const liberation = arial === arial700 ? "local('Liberation Sans Bold')" : "local('Liberation Sans')";
    const local = fontFamily.includes('Arial') ? `${src}, ${liberation}` : src;
    // Quoted, as capsize gives it: vanilla-extract writes the name as it is, and unquoted a name with a colon is
    // invalid CSS, which browsers drop, drawing the wait in system-ui instead.
    globalFontFace(fontFamily, { ...metrics, src: local, fontWeight: weight });
  }
}
