// Metric-matched stand-ins for Inter while its file loads (font-display: swap): a local Arial (or
// Roboto, on Android) scaled and given Inter's ascent, descent and line gap, so the swap to Inter
// moves no line and shifts no layout. Capsize computes the overrides from both fonts' metrics at
// build time; the names are the ones tokens' font.family.body lists after 'Inter'.
import { globalFontFace } from '@vanilla-extract/css';
import { createFontStack } from '@capsizecss/core';
import inter from '@capsizecss/metrics/inter';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';

const { fontFaces } = createFontStack([inter, arial, roboto], { fontFaceFormat: 'styleObject' });

for (const { '@font-face': face } of fontFaces) {
  const { fontFamily, src, ...metrics } = face;
  // Liberation Sans has Arial's metrics and stands in for it on Linux.
  const local = fontFamily.includes('Arial') ? `${src}, local('Liberation Sans')` : src;
  globalFontFace(fontFamily.replace(/"/g, ''), { ...metrics, src: local });
}
